import { Create } from 'react-admin';
import { HospitalForm } from './HospitalForm';

/** A hospital staff add starts listed; they verify it from its page once checked. */
export function HospitalCreate() {
  return (
    <Create title="Add a hospital" redirect="show">
      <HospitalForm />
    </Create>
  );
}
