import { OfficerAppeals } from '@/features/hospital-officer/components/officer-appeals';
import { OfficerPage } from '@/features/hospital-officer/components/officer-page';

/** /hospital/appeals: the urgent appeals of the officer's hospital. */
export function Component() {
  return <OfficerPage>{() => <OfficerAppeals />}</OfficerPage>;
}
