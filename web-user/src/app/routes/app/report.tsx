import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReportAbuseForm } from '@/features/report/components/report-abuse-form';
import { useSession } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('report');
  const { role } = useSession();
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <ReportAbuseForm key={role} role={role} />
    </>
  );
}
