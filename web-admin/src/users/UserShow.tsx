import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  WithRecord,
} from 'react-admin';
import { ContactField } from '../components/ContactField';
import { PersonModeration } from '../components/PersonModeration';
import { Section } from '../components/Section';

export function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <Labeled label="Contact">
          <ContactField resource="users" />
        </Labeled>
        <TextField source="role" label="Account type" />
        <TextField source="status" label="Email verification" />
        <BooleanField source="onboarded" />
        <TextField source="blood_group" label="Blood group" emptyText="—" />
        <TextField source="state" emptyText="—" />
        <NumberField source="requests_count" label="Blood requests made" />
        <NumberField source="matches_count" label="Requests accepted as a donor" />
        <NumberField source="confirmed_donations" label="Confirmed donations" />
        <DateField source="created_at" label="Joined" />
      </SimpleShowLayout>
      <Section title="Suspension and warnings">
        <WithRecord render={(user) => <PersonModeration userId={user.id} />} />
      </Section>
      <Section title="Blood requests (latest 20)">
        <ArrayField source="requests">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>None.</p>}>
            <DateField source="created_at" label="Made" />
            <TextField source="hospital" />
            <TextField source="blood_group" label="Blood group" />
            <NumberField source="units" />
            <DateField source="needed_at" label="Needed" />
            <TextField source="status" />
          </Datagrid>
        </ArrayField>
      </Section>
      <Section title="Matches as a donor (latest 20)">
        <ArrayField source="matches">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>None.</p>}>
            <DateField source="created_at" label="Accepted" />
            <TextField source="hospital" />
            <TextField source="status" />
            <DateField source="confirmed_at" label="Confirmed" emptyText="—" />
          </Datagrid>
        </ArrayField>
      </Section>
    </Show>
  );
}
