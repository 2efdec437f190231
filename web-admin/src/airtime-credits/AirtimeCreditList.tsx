import { ChipField, Datagrid, DateField, List, NumberField, SearchInput, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';
import { StaffListActions } from '../components/StaffListActions';
import { UserReferenceField } from '../components/UserReferenceField';
import { RetryAirtimeButton } from './RetryAirtimeButton';

export const AIRTIME_STATUSES = ['pending', 'sent', 'failed', 'awaiting_phone', 'over_budget'] as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Provider request id or reference" />,
  <SelectInput key="status" source="status" choices={choicesOf([...AIRTIME_STATUSES])} alwaysOn />,
];

/** Every airtime thank-you decided for a confirmed donation, failed ones retried from here. */
export function AirtimeCreditList() {
  return (
    <List filters={filters} actions={<StaffListActions />} sort={{ field: 'decided_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="decided_at" label="Decided" showTime />
        <UserReferenceField source="donor_id" label="Donor" />
        <NumberField source="amount_ngn" label="Amount (NGN)" />
        <ChipField source="status" />
        <NumberField source="attempts" sortable={false} />
        <TextField source="last_error" label="Last error" sortable={false} emptyText="—" />
        <DateField source="sent_at" label="Sent" showTime emptyText="—" sortable={false} />
        <RetryAirtimeButton />
      </Datagrid>
    </List>
  );
}
