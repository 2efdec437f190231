import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { ReportAbuseForm } from '@/features/report/components/report-abuse-form';
import { useSession } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('report');
  const { role } = useSession();
  return (
    <>
      <PageHeading title={t('title')} intro={t('intro')} />
      <ReportAbuseForm key={role} role={role} />
    </>
  );
}
