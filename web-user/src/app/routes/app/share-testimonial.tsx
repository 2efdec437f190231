import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { TestimonialForm } from '@/features/testimonial/components/testimonial-form';
import { useSession } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('testimonial');
  const { role } = useSession();
  return (
    <>
      <PageHeading title={t('title')} intro={t(`${role}.intro`)} />
      <TestimonialForm key={role} role={role} />
    </>
  );
}
