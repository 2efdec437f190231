import { Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanField,
  ChipField,
  DateField,
  NumberField,
  ReferenceInput,
  required,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  useRecordContext,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { ActionDialog } from '../components/ActionDialog';
import { DialogTextInput } from '../components/DialogTextInput';
import { Section } from '../components/Section';
import { useAdminDataProvider } from '../components/use-admin-data-provider';

const hospitalOption = (hospital: RaRecord) =>
  `${hospital.name} (${[hospital.town, hospital.state, hospital.status].filter(Boolean).join(', ')})`;

/** A duplicate goes into the hospital that stays: its requests move there and its names become aliases. */
export function MergeHospital({ hospital }: { hospital: RaRecord }) {
  const dataProvider = useAdminDataProvider();
  const redirect = useRedirect();
  return (
    <ActionDialog<{ into_id: string }>
      label="Merge into…"
      title={`Merge ${hospital.name} into another hospital?`}
      description="Its requests move to the hospital you choose, its name and aliases become that hospital's aliases, and this record is deleted. Audited."
      confirmLabel="Merge"
      successMessage="Hospitals merged"
      onConfirm={async ({ into_id }) => {
        await dataProvider.mergeHospital(hospital.id, into_id);
        redirect('show', 'hospitals', into_id);
      }}
    >
      <ReferenceInput source="into_id" reference="hospitals">
        <AutocompleteInput
          label="Hospital that stays"
          optionText={hospitalOption}
          filterToQuery={(q: string) => ({ q })}
          validate={required()}
          fullWidth
        />
      </ReferenceInput>
    </ActionDialog>
  );
}

/** Verify (requests there reach the full search) or suspend with a reason (it leaves the search). */
function HospitalActions() {
  const hospital = useRecordContext();
  const dataProvider = useAdminDataProvider();
  if (!hospital) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {hospital.status !== 'verified' && (
        <ActionDialog
          label="Verify"
          color="success"
          title={`Verify ${hospital.name}?`}
          description="Confirm you have checked that this hospital exists and takes blood requests. Its requests then reach the full, widening donor search."
          confirmLabel="Verify"
          successMessage="Hospital verified"
          onConfirm={() => dataProvider.verifyHospital(hospital.id)}
        />
      )}
      {hospital.status !== 'suspended' && (
        <ActionDialog<{ reason: string }>
          label="Suspend"
          color="error"
          title={`Suspend ${hospital.name}?`}
          description="It leaves the hospital search and takes no new request. The reason is kept in the audit log."
          confirmLabel="Suspend"
          successMessage="Hospital suspended"
          onConfirm={({ reason }) => dataProvider.suspendHospital(hospital.id, reason)}
        >
          <DialogTextInput source="reason" label="Reason" minRows={3} max={2000} />
        </ActionDialog>
      )}
      <MergeHospital hospital={hospital} />
      {hospital.status === 'suspended' && (
        <Typography variant="body2">{`Suspended: ${hospital.suspension_reason ?? ''}`}</Typography>
      )}
    </Stack>
  );
}

export function HospitalShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextArrayField source="aliases" label="Other names" emptyText="—" />
        <ChipField source="status" />
        <DateField source="verified_at" label="Verified" showTime emptyText="—" />
        <TextField source="suspension_reason" label="Suspension reason" emptyText="—" />
        <TextField source="kind" />
        <TextField source="address" emptyText="—" />
        <TextField source="town" emptyText="—" />
        <TextField source="lga" label="LGA" emptyText="—" />
        <TextField source="state" />
        <NumberField source="latitude" />
        <NumberField source="longitude" />
        <TextField source="position_source" label="Position from" />
        <TextField source="phone" emptyText="—" />
        <BooleanField source="has_blood_bank" label="Blood bank" />
        <TextField source="facility_code" label="Facility code (HFR)" emptyText="—" />
        <TextField source="source" label="Came from" />
        <DateField source="created_at" label="Added" showTime />
      </SimpleShowLayout>
      <Section title="Decision">
        <HospitalActions />
      </Section>
    </Show>
  );
}
