import { PARTNERSHIP_STATUSES } from '@app/domain';
import { BooleanField, ChipField, DateField, SearchInput, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';
import { createdBetweenFilters } from '../components/date-range-filters';
import { NewestFirstList } from '../components/NewestFirstList';
import { WaitingField } from '../queues/WaitingField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name" />,
  <SelectInput key="status" source="status" choices={choicesOf(PARTNERSHIP_STATUSES)} alwaysOn />,
  ...createdBetweenFilters,
];

export function PartnershipMessageList() {
  return (
    <NewestFirstList filters={filters}>
      <DateField source="created_at" label="Received" showTime />
      <WaitingField label="Waiting" />
      <TextField source="name" />
      <BooleanField source="is_organization" label="Organisation" sortable={false} />
      <TextField source="description" label="Offer" sortable={false} />
      <ChipField source="status" />
    </NewestFirstList>
  );
}
