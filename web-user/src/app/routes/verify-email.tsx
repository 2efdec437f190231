import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { EmailVerification } from '@/features/auth/components/email-verification';

export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <EmailVerification token={params.get('token')} />
    </AuthLayout>
  );
}
