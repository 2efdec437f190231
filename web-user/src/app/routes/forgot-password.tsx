import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function Component() {
  return (
    <AuthLayout title="Forgot Password" subtitle="Enter the email address of your account." backTo={paths.login}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
