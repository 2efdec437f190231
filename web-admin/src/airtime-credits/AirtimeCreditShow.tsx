import { ChipField, DateField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { Section } from '../components/Section';
import { UserReferenceField } from '../components/UserReferenceField';
import { RetryAirtimeButton } from './RetryAirtimeButton';

export function AirtimeCreditShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ChipField source="status" />
        <NumberField source="amount_ngn" label="Amount (NGN)" />
        <UserReferenceField source="donor_id" label="Donor" />
        <TextField source="phone_number" label="Phone (masked)" emptyText="No verified number yet" />
        <TextField source="provider_request_id" label="Provider request id" emptyText="—" />
        <TextField source="provider_reference" label="Provider reference" emptyText="—" />
        <NumberField source="attempts" />
        <TextField source="last_error" label="Last error" emptyText="—" />
        <DateField source="decided_at" label="Decided" showTime />
        <DateField source="next_attempt_at" label="Next try" showTime emptyText="—" />
        <DateField source="sent_at" label="Sent" showTime emptyText="—" />
      </SimpleShowLayout>
      <Section title="Delivery">
        <RetryAirtimeButton explain />
      </Section>
    </Show>
  );
}
