import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('routes:passwordReset')} subtitle={t('reset.subtitle')} backTo={paths.login}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}
