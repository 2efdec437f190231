import { ChipField, Datagrid, DateField, List, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';
import { StaffListActions } from '../components/StaffListActions';

const filters = [
  <SelectInput key="status" source="status" choices={choicesOf(['pending', 'approved', 'rejected'])} alwaysOn />,
  <SelectInput key="type" source="type" label="From a" choices={choicesOf(['donor', 'recipient'])} alwaysOn />,
];

export function TestimonialList() {
  return (
    <List filters={filters} actions={<StaffListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label="Shared" showTime />
        <TextField source="name" emptyText="Anonymous" sortable={false} />
        <TextField source="type" label="From a" sortable={false} />
        <TextField source="state" sortable={false} />
        <TextField source="summary" sortable={false} sx={{ display: 'block', maxWidth: 360 }} />
        <ChipField source="status" />
      </Datagrid>
    </List>
  );
}
