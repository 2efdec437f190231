import { Create, email, maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { VerifiedHospitalInput } from '../components/VerifiedHospitalInput';
import { OFFICER_ROLE_CHOICES } from './officer-roles';

/** Only verified hospitals are offered: the API refuses officers for any other. */
export function HospitalOfficerCreate() {
  return (
    <Create title="Invite a hospital officer" redirect="list">
      <SimpleForm defaultValues={{ role: 'blood_bank_officer' }}>
        <VerifiedHospitalInput />
        <TextInput source="name" validate={[required(), maxLength(200)]} />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <SelectInput source="role" choices={OFFICER_ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
