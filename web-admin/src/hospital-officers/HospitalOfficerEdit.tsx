import { BooleanInput, Edit, SaveButton, SimpleForm, TextField, Toolbar } from 'react-admin';

export function HospitalOfficerEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={(data) => ({ disabled: Boolean(data.disabled) })}>
      <SimpleForm
        toolbar={
          // Officers are disabled, never deleted: the audit log keeps pointing at them.
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="hospital" />
        <BooleanInput source="disabled" helperText="A disabled officer is signed out at once and cannot sign in." />
      </SimpleForm>
    </Edit>
  );
}
