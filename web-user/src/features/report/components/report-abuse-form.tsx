import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import type { Role } from '@/lib/storage';
import { toast } from '@/lib/toasts';
import { reportAbuseForm } from '@app/domain';
import { useReportAbuse } from '../api/report-abuse';

/** Report Abuse: a donor reports a recipient, a recipient reports a donor. */
export function ReportAbuseForm({ role }: { role: Role }) {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const report = useReportAbuse();
  const form = useForm({ name: '', description: '' });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(reportAbuseForm);
    if (!data) return;
    report.mutate(data, {
      onSuccess: () => {
        toast.success(t('submitted'));
        navigate(paths.app.dashboard);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.errors);
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={send} sx={{ maxWidth: 640 }}>
      <TextField label={t(role === 'donor' ? 'recipientName' : 'donorName')} {...form.field('name')} />
      <TextField label={t('description')} multiline minRows={5} {...form.field('description')} />
      <Button type="submit" variant="contained" size="large" fullWidth loading={report.isPending} sx={{ mt: 1 }}>
        {t('submit')}
      </Button>
    </Box>
  );
}
