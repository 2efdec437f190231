import { OfficerPage } from '@/features/hospital-officer/components/officer-page';
import { RaiseAppealForm } from '@/features/hospital-officer/components/raise-appeal-form';

/** /hospital/appeals/new: raising an urgent appeal for the officer's hospital. */
export function Component() {
  return <OfficerPage>{(officer) => <RaiseAppealForm hospitalState={officer.hospital.state} />}</OfficerPage>;
}
