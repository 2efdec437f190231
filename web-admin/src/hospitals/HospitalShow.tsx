import { Stack, Typography } from '@mui/material';
import {
  BooleanField,
  ChipField,
  DateField,
  maxLength,
  NumberField,
  required,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { ActionDialog } from '../components/ActionDialog';
import { Section } from '../components/Section';
import { useAdminDataProvider } from '../components/use-admin-data-provider';

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
          <TextInput
            source="reason"
            label="Reason"
            multiline
            minRows={3}
            fullWidth
            validate={[required(), maxLength(2000)]}
          />
        </ActionDialog>
      )}
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
