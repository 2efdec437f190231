import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { registerPush } from '@/features/push/hooks/register-push';
import { useSession } from '@/lib/session';

/** /signup: "Become a Blood Donor". Step 1 creates the account; ?registered continues at step 2 after login. */
export function Component() {
  const [params] = useSearchParams();
  const { isSignedIn, token } = useSession();
  const registered = params.has('registered');
  if (isSignedIn) return <Navigate to={paths.app.dashboard} replace />;
  if (registered && !token) return <Navigate to={paths.login} replace />;
  return (
    <AuthLayout width={560}>
      <OnboardingWizard
        startStep={registered ? 2 : 1}
        accountStep={<SignupForm />}
        onOnboarded={() => void registerPush()}
      />
    </AuthLayout>
  );
}
