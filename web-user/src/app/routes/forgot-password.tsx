import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('routes:forgotPassword')} subtitle={t('forgot.subtitle')} backTo={paths.login}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
