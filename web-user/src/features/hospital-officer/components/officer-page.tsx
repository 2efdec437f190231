import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { NoAnswer } from '@/components/feedback-states';
import { paths } from '@/config/paths';
import { officerStorage, type StoredOfficer } from '@/lib/officer-storage';
import { logOutOfficer, useOfficer } from '../api/officer-session';
import { HospitalLayout } from './hospital-layout';

/**
 * A page of the hospital area: the signed-in officer's, drawn at once from the stored officer while the API confirms
 * the session (or ends it); without an officer's session, their sign-in. `children` gets the officer and the way to
 * end the session (sign-out, or a session the API no longer takes).
 */
export function OfficerPage({ children }: { children: (officer: StoredOfficer, endSession: () => void) => ReactNode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const hasSession = officerStorage.isSignedIn();
  const officer = useOfficer(hasSession);
  const current = officer.data === undefined ? officerStorage.getOfficer() : officer.data;

  if (!hasSession || current === null) return <Navigate to={paths.hospital.login} replace />;

  const signOut = () => {
    void logOutOfficer().then(() => {
      client.removeQueries({ queryKey: ['hospital'] });
      navigate(paths.hospital.login, { replace: true });
    });
  };

  return (
    <HospitalLayout onSignOut={signOut}>
      {current ? children(current, signOut) : <NoAnswer pending={officer.isPending} />}
    </HospitalLayout>
  );
}
