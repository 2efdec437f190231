import { OfficerHome } from '@/features/hospital-officer/components/officer-home';
import { OfficerPage } from '@/features/hospital-officer/components/officer-page';

/** /hospital: the signed-in officer's home; without an officer's session, their sign-in. */
export function Component() {
  return (
    <OfficerPage>
      {(officer, endSession) => <OfficerHome hospital={officer.hospital.name} onSessionEnded={endSession} />}
    </OfficerPage>
  );
}
