import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { FeedbackList } from '@/features/feedback/components/feedback-list';
import { useSession } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('feedback');
  const { role } = useSession();
  return (
    <>
      <PageHeading title={t('list.title')} intro={t(role === 'donor' ? 'list.introDonor' : 'list.introRecipient')} />
      <FeedbackList role={role} />
    </>
  );
}
