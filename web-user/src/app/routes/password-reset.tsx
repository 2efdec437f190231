import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password." backTo={paths.login}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}
