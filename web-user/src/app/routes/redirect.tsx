import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Sends a signed-in user to the dashboard and anyone else home. */
export function Component() {
  const { isSignedIn } = useSession();
  return <Navigate to={isSignedIn ? paths.app.dashboard : paths.home} replace />;
}
