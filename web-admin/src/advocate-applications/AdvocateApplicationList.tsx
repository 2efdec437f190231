import { ADVOCATE_APPLICATION_STATUSES } from '@app/domain';
import { ChipField, DateField, NumberField, SearchInput, SelectArrayInput, TextField, TextInput } from 'react-admin';
import { choicesOf } from '../components/choices';
import { createdBetweenFilters } from '../components/date-range-filters';
import { NewestFirstList } from '../components/NewestFirstList';
import { WaitingField } from '../queues/WaitingField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name" />,
  <SelectArrayInput
    key="status"
    source="status"
    label="Status"
    choices={choicesOf(ADVOCATE_APPLICATION_STATUSES)}
    alwaysOn
  />,
  <TextInput key="state" source="state" label="State" />,
  ...createdBetweenFilters,
];

export function AdvocateApplicationList() {
  return (
    <NewestFirstList filters={filters}>
      <DateField source="created_at" label="Applied" showTime />
      <WaitingField label="Waiting" />
      <TextField source="name" />
      <TextField source="state" sortable={false} />
      <NumberField source="age" sortable={false} />
      <TextField source="education_level" label="Education" sortable={false} />
      <ChipField source="status" />
    </NewestFirstList>
  );
}
