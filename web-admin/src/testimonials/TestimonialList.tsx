import { ChipField, DateField, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';
import { NewestFirstList } from '../components/NewestFirstList';

const filters = [
  <SelectInput key="status" source="status" choices={choicesOf(['pending', 'approved', 'rejected'])} alwaysOn />,
  <SelectInput key="type" source="type" label="From a" choices={choicesOf(['donor', 'recipient'])} alwaysOn />,
];

export function TestimonialList() {
  return (
    <NewestFirstList filters={filters}>
      <DateField source="created_at" label="Shared" showTime />
      <TextField source="name" emptyText="Anonymous" sortable={false} />
      <TextField source="type" label="From a" sortable={false} />
      <TextField source="state" sortable={false} />
      <TextField source="summary" sortable={false} sx={{ display: 'block', maxWidth: 360 }} />
      <ChipField source="status" />
    </NewestFirstList>
  );
}
