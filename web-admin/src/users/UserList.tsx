import { BLOOD_GROUPS } from '@app/domain';
import { BooleanField, BooleanInput, DateField, NumberField, SearchInput, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';
import { NewestFirstList } from '../components/NewestFirstList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />,
  <SelectInput key="role" source="role" choices={choicesOf(['donor', 'recipient'])} />,
  <SelectInput
    key="status"
    source="status"
    label="Email"
    choices={[
      { id: 'pending', name: 'Not verified' },
      { id: 'active', name: 'Verified' },
    ]}
  />,
  <SelectInput
    key="blood_group"
    source="blood_group"
    label="Blood group"
    choices={BLOOD_GROUPS.map((group) => ({ id: group, name: group }))}
  />,
  <BooleanInput key="suspended" source="suspended" label="Suspended" />,
];

export function UserList() {
  return (
    <NewestFirstList filters={filters}>
      <TextField source="name" sortBy="last_name" />
      <TextField source="email" />
      <TextField source="role" sortable={false} />
      <TextField source="blood_group" label="Blood group" sortable={false} emptyText="—" />
      <TextField source="state" sortable={false} emptyText="—" />
      <NumberField source="requests_count" label="Requests" sortable={false} />
      <NumberField source="matches_count" label="Matches" sortable={false} />
      <NumberField source="confirmed_donations" label="Donations" sortable={false} />
      <BooleanField source="suspended" sortable={false} />
      <DateField source="created_at" label="Joined" />
    </NewestFirstList>
  );
}
