import { HOSPITAL_KINDS, hospitalDetailsForm } from '@app/domain';
import { BooleanInput, SelectInput, SimpleForm, TextArrayInput, TextInput } from 'react-admin';
import { choicesOf } from '../components/choices';
import { HospitalPositionInput } from './HospitalPositionInput';
import { useStateChoices } from '../components/use-state-choices';

/**
 * The API's own rules for a hospital's details (libs/domain), checked before sending; whether the position lies in
 * the chosen state and whether the facility code is free are the API's to say, and come back beside their fields.
 */
export const validateHospital = (values: Record<string, unknown>): Record<string, string> => {
  const result = hospitalDetailsForm.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

/** What staff give of a hospital, adding it or editing it; its status is changed by the actions on its page. */
export function HospitalForm() {
  const states = useStateChoices();
  return (
    <SimpleForm validate={validateHospital} defaultValues={{ aliases: [], has_blood_bank: false }}>
      <TextInput source="name" label="Name" fullWidth />
      <TextArrayInput
        source="aliases"
        label="Other names"
        helperText="Names people also use, such as LASUTH: press Enter after each."
        fullWidth
      />
      <SelectInput source="kind" label="Kind" choices={choicesOf(HOSPITAL_KINDS)} />
      <TextInput source="address" label="Address" fullWidth />
      <TextInput source="town" label="Town" />
      <TextInput source="lga" label="LGA" />
      <SelectInput source="state_id" label="State" choices={states} isLoading={states.length === 0} />
      <HospitalPositionInput />
      <TextInput source="phone" label="Phone" />
      <BooleanInput source="has_blood_bank" label="Has a blood bank" />
      <TextInput
        source="facility_code"
        label="Facility code (HFR)"
        helperText="The national Health Facility Registry's code, when known."
      />
    </SimpleForm>
  );
}
