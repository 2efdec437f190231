import { BooleanInput, Edit, SelectInput, SimpleForm, TextField, Toolbar, SaveButton } from 'react-admin';
import { STAFF_ROLE_CHOICES } from './staff-roles';

export function StaffEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm
        toolbar={
          // Staff are disabled, never deleted: the audit log keeps pointing at them.
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="name" />
        <TextField source="email" />
        <SelectInput source="role" choices={STAFF_ROLE_CHOICES} />
        <BooleanInput
          source="disabled"
          helperText="A disabled staff member is signed out at once and cannot sign in."
        />
      </SimpleForm>
    </Edit>
  );
}
