import { Datagrid, DateField, List, TextField, TextInput } from 'react-admin';
import { createdBetweenFilters } from '../components/date-range-filters';
import { StaffListActions } from '../components/StaffListActions';

const filters = [
  <TextInput key="action" source="action" label="Action" alwaysOn />,
  <TextInput key="resource" source="resource" label="Resource" alwaysOn />,
  <TextInput key="record_id" source="record_id" label="Record id" />,
  <TextInput key="actor_id" source="actor_id" label="Staff id" />,
  ...createdBetweenFilters,
];

export function AuditLogList() {
  return (
    <List
      filters={filters}
      actions={<StaffListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={50}
      title="Audit log"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label="When" showTime />
        <TextField source="actor.email" label="Staff" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="resource" sortable={false} />
        <TextField source="record_id" label="Record" sortable={false} emptyText="—" />
        <TextField source="ip" label="IP" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}
