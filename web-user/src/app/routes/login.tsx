import { Navigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { registerPush } from '@/features/push/hooks/register-push';
import { useSession } from '@/lib/session';

export function Component() {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <Navigate to={paths.app.dashboard} replace />;
  return (
    <AuthLayout>
      <LoginForm onSignedIn={() => void registerPush()} />
    </AuthLayout>
  );
}
