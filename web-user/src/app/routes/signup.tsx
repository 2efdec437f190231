import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { IntentChoice } from '@/features/auth/components/intent-choice';
import { SignupForm } from '@/features/auth/components/signup-form';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { registerPush } from '@/features/push/hooks/register-push';
import { useSession } from '@/lib/session';
import type { Role } from '@/lib/storage';

/** The sign-up link's intent: `?as=recipient` ("I need blood"); anything else is "I want to donate". */
const intentOf = (param: string | null): Role => (param === 'recipient' ? 'recipient' : 'donor');

/**
 * /signup: "I need blood" or "I want to donate", then the account. ?registered continues at step 2 after login,
 * with the onboarding of the account type the API holds (chosen at sign-up, kept across devices).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const { isSignedIn, token, role } = useSession();
  const registered = params.has('registered');
  if (isSignedIn) return <Navigate to={paths.app.dashboard} replace />;
  if (registered && !token) return <Navigate to={paths.login} replace />;
  const intent = registered ? role : intentOf(params.get('as'));
  return (
    <AuthLayout width={560}>
      <OnboardingWizard
        role={intent}
        startStep={registered ? 2 : 1}
        accountStep={
          <>
            <IntentChoice value={intent} onChange={(next) => setParams({ as: next }, { replace: true })} />
            <SignupForm role={intent} />
          </>
        }
        onOnboarded={() => void registerPush()}
      />
    </AuthLayout>
  );
}
