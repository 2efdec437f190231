import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FeedbackList } from '@/features/feedback/components/feedback-list';
import { useSession } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('feedback');
  const { role } = useSession();
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 1 }}>
        {t('list.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(role === 'donor' ? 'list.introDonor' : 'list.introRecipient')}
      </Typography>
      <FeedbackList role={role} />
    </>
  );
}
