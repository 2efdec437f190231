import { Create, email, maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { STAFF_ROLE_CHOICES } from './staff-roles';

/** Inviting emails the person a link to set their password (valid 72 hours); they set up TOTP at first sign-in. */
export function StaffCreate() {
  return (
    <Create title="Invite a staff member" redirect="list">
      <SimpleForm defaultValues={{ role: 'moderator' }}>
        <TextInput source="name" validate={[required(), maxLength(200)]} />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <SelectInput source="role" choices={STAFF_ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
