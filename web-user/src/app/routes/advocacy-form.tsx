import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { AdvocateForm } from '@/features/advocacy/components/advocate-form';

export function Component() {
  const { t } = useTranslation('advocacy');
  return (
    <AuthLayout
      title={t('routes:advocacyApplication')}
      subtitle={t('form.subtitle')}
      backTo={paths.advocacy}
      width={640}
    >
      <AdvocateForm />
    </AuthLayout>
  );
}
