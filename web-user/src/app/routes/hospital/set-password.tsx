import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { SetOfficerPasswordForm } from '@/features/hospital-officer/components/set-officer-password-form';

/** The link in a hospital officer's invitation email. */
export function Component() {
  const { t } = useTranslation('hospital-officer');
  const [params] = useSearchParams();
  return (
    <AuthLayout
      title={t('routes:hospitalSetPassword')}
      subtitle={t('setPassword.subtitle')}
      backTo={paths.hospital.login}
    >
      <SetOfficerPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}
