import { useParams } from 'react-router-dom';
import { OfficerAppealPage } from '@/features/hospital-officer/components/officer-appeal-page';
import { OfficerPage } from '@/features/hospital-officer/components/officer-page';

/** /hospital/appeals/:id: one appeal, its donors coming per hour, its capacity, and stopping it. */
export function Component() {
  const { id = '' } = useParams();
  return <OfficerPage>{() => <OfficerAppealPage id={id} />}</OfficerPage>;
}
