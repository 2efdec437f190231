import { PARTNERSHIP_MOVES } from '@app/domain';
import {
  BooleanField,
  ChipField,
  DateField,
  EditButton,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ContactField } from '../components/ContactField';
import { Section } from '../components/Section';
import { StatusActions } from '../components/StatusActions';
import { PARTNERSHIP_MOVE_LABELS } from './partnership-moves';

export function PartnershipMessageShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton label="Edit notes" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <DateField source="created_at" label="Received" showTime />
        <ChipField source="status" />
        <TextField source="name" />
        <BooleanField source="is_organization" label="Organisation" />
        <Labeled label="Contact">
          <ContactField resource="partnership-messages" />
        </Labeled>
        <TextField source="description" label="Offer" />
        <TextField source="notes" emptyText="—" />
      </SimpleShowLayout>
      <Section title="Status">
        <StatusActions moves={PARTNERSHIP_MOVES} labels={PARTNERSHIP_MOVE_LABELS} noteField="notes" noteLabel="Notes" />
      </Section>
    </Show>
  );
}
