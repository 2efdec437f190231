import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import { NoAnswer } from '@/components/feedback-states';
import { paths } from '@/config/paths';
import { logOutOfficer, useOfficer } from '@/features/hospital-officer/api/officer-session';
import { HospitalLayout } from '@/features/hospital-officer/components/hospital-layout';
import { OfficerHome } from '@/features/hospital-officer/components/officer-home';
import { officerStorage } from '@/lib/officer-storage';

/** /hospital: the signed-in officer's home; without an officer's session, their sign-in. */
export function Component() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const hasSession = officerStorage.isSignedIn();
  const officer = useOfficer(hasSession);
  // The stored officer draws the page at once; the API's answer confirms the session (or ends it).
  const current = officer.data === undefined ? officerStorage.getOfficer() : officer.data;

  if (!hasSession || current === null) return <Navigate to={paths.hospital.login} replace />;

  const signOut = async () => {
    await logOutOfficer();
    client.removeQueries({ queryKey: ['hospital'] });
    navigate(paths.hospital.login, { replace: true });
  };

  return (
    <HospitalLayout onSignOut={() => void signOut()}>
      {current ? (
        <OfficerHome hospital={current.hospital.name} onSessionEnded={() => void signOut()} />
      ) : (
        <NoAnswer pending={officer.isPending} />
      )}
    </HospitalLayout>
  );
}
