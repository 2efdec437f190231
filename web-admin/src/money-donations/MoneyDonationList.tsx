import {
  ChipField,
  DateField,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { choicesOf } from '../components/choices';
import { createdBetweenFilters } from '../components/date-range-filters';
import { NewestFirstList } from '../components/NewestFirstList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reference or name" />,
  <SelectInput key="provider" source="provider" choices={choicesOf(['paystack', 'sandbox', 'crypto'])} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(['pending', 'successful', 'failed', 'abandoned'])}
    alwaysOn
  />,
  <TextInput key="currency" source="currency" label="Currency" />,
  <NumberInput key="amount_gte" source="amount_gte" label="Amount from" />,
  <NumberInput key="amount_lte" source="amount_lte" label="Amount up to" />,
  ...createdBetweenFilters,
];

export function MoneyDonationList() {
  return (
    <NewestFirstList filters={filters}>
      <DateField source="created_at" label="Started" showTime />
      <TextField source="reference" sortable={false} />
      <TextField source="name" sortable={false} />
      <TextField source="provider" sortable={false} />
      <NumberField source="amount" />
      <TextField source="currency" sortable={false} />
      <ChipField source="status" />
      <DateField source="paid_at" label="Paid" showTime emptyText="—" />
    </NewestFirstList>
  );
}
