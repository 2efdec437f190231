import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { GiveFeedbackForm } from '@/features/feedback/components/give-feedback-form';
import { useSession } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('feedback');
  const { role } = useSession();
  const { requestId = '' } = useParams();
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 2 }}>
        {t('form.title')}
      </Typography>
      <GiveFeedbackForm key={`${role}-${requestId}`} role={role} requestId={requestId} />
    </>
  );
}
