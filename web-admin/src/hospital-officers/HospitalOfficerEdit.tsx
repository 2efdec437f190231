import { BooleanInput, Edit, SaveButton, SimpleForm, TextField, Toolbar } from 'react-admin';

/** `id` for rendering outside the console's routes (tests); the route's id otherwise. */
export function HospitalOfficerEdit({ id }: { id?: string }) {
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      redirect="list"
      transform={(data) => ({ disabled: Boolean(data.disabled) })}
    >
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
