import { MODERATION_MOVES } from '@app/domain';
import {
  ChipField,
  DateField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  WithRecord,
} from 'react-admin';
import { MODERATION_MOVE_LABELS } from '../components/moderation-moves';
import { PersonModeration } from '../components/PersonModeration';
import { Section } from '../components/Section';
import { StatusActions } from '../components/StatusActions';

export function FlaggedFeedbackShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="created_at" label="Flagged" showTime />
        <ChipField source="status" />
        <TextField source="staff_note" label="Staff note" emptyText="—" />
        <TextField source="outcome" />
        <TextField source="description" emptyText="—" />
        <ReferenceField
          source="reporter.id"
          reference="users"
          link="show"
          label="Recipient"
          emptyText="Account deleted"
        >
          <TextField source="name" />
        </ReferenceField>
        <ReferenceField
          source="reported_user.id"
          reference="users"
          link="show"
          label="Donor"
          emptyText="Account deleted"
        >
          <TextField source="name" />
        </ReferenceField>
        <TextField source="request.hospital" label="Request: hospital" />
        <TextField source="request.blood_group" label="Request: blood group" />
        <NumberField source="request.units" label="Request: units" />
        <DateField source="request.needed_at" label="Request: needed on" />
        <TextField source="request.status" label="Request: status" />
      </SimpleShowLayout>
      <Section title="Status">
        <StatusActions
          moves={MODERATION_MOVES}
          labels={MODERATION_MOVE_LABELS}
          noteField="staff_note"
          noteLabel="Staff note"
        />
      </Section>
      <Section title="The donor">
        <WithRecord
          render={(feedback) => feedback.reported_user && <PersonModeration userId={feedback.reported_user.id} />}
        />
      </Section>
    </Show>
  );
}
