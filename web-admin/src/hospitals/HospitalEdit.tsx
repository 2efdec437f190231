import { Edit } from 'react-admin';
import { HospitalForm } from './HospitalForm';

/** Pessimistic: the API's checks (the position in its state, a free facility code) answer before the page moves on. */
export function HospitalEdit({ id }: { id?: string }) {
  return (
    <Edit id={id} mutationMode="pessimistic" redirect="show">
      <HospitalForm />
    </Edit>
  );
}
