import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { GiveFeedbackForm } from '@/features/feedback/components/give-feedback-form';
import { useSession } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('feedback');
  const { role } = useSession();
  const { requestId = '' } = useParams();
  return (
    <>
      <PageHeading title={t('form.title')} />
      <GiveFeedbackForm key={`${role}-${requestId}`} role={role} requestId={requestId} />
    </>
  );
}
