import { ChipField, DateField, Labeled, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ContactField } from '../components/ContactField';
import { Section } from '../components/Section';
import { ConfirmCryptoButton } from './ConfirmCryptoButton';

export function MoneyDonationShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="reference" />
        <ChipField source="status" />
        <TextField source="provider" />
        <NumberField source="amount" />
        <TextField source="currency" />
        <TextField source="name" />
        <Labeled label="Contact">
          <ContactField resource="money-donations" />
        </Labeled>
        <TextField source="crypto_coin" label="Coin" emptyText="—" />
        <TextField source="crypto_network" label="Network" emptyText="—" />
        <TextField source="crypto_address" label="Address" emptyText="—" />
        <TextField source="crypto_amount" label="Amount quoted in coin" emptyText="—" />
        <TextField source="transaction_hash" label="Transaction hash" emptyText="—" />
        <DateField source="created_at" label="Started" showTime />
        <DateField source="paid_at" label="Paid" showTime emptyText="—" />
      </SimpleShowLayout>
      <Section title="Confirmation">
        <ConfirmCryptoButton />
      </Section>
    </Show>
  );
}
