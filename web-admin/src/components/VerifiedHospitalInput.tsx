import { AutocompleteInput, ReferenceInput, required } from 'react-admin';

/** A required pick among verified hospitals by name: what the API accepts for officers and appeals alike. */
export function VerifiedHospitalInput({ source = 'hospital_id' }: { source?: string }) {
  return (
    <ReferenceInput
      source={source}
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
  );
}
