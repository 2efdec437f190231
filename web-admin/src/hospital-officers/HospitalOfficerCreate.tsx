import {
  AutocompleteInput,
  Create,
  email,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { OFFICER_ROLE_CHOICES } from './officer-roles';

/** Only verified hospitals are offered: the API refuses officers for any other. */
export function HospitalOfficerCreate() {
  return (
    <Create title="Invite a hospital officer" redirect="list">
      <SimpleForm defaultValues={{ role: 'blood_bank_officer' }}>
        <ReferenceInput
          source="hospital_id"
          reference="hospitals"
          filter={{ status: 'verified' }}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput
            label="Hospital"
            optionText="name"
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
          />
        </ReferenceInput>
        <TextInput source="name" validate={[required(), maxLength(200)]} />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <SelectInput source="role" choices={OFFICER_ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
