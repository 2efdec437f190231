import { Edit, SimpleForm, TextField, TextInput } from 'react-admin';

/** Notes only: the status moves through the buttons on the message's page. */
export function PartnershipMessageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextField source="name" />
        <TextInput source="notes" multiline minRows={4} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
