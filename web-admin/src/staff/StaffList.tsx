import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { STAFF_ROLE_CHOICES } from './staff-roles';
import { StaffListActions } from '../components/StaffListActions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />,
  <SelectInput key="role" source="role" choices={STAFF_ROLE_CHOICES} />,
  <BooleanInput key="disabled" source="disabled" label="Disabled" />,
];

export function StaffList() {
  return (
    <List filters={filters} actions={<StaffListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="role" />
        <BooleanField source="totp_enrolled" label="Two-step set up" sortable={false} />
        <BooleanField source="disabled" sortable={false} />
        <DateField source="last_sign_in_at" label="Last sign-in" showTime emptyText="Never" sortable={false} />
      </Datagrid>
    </List>
  );
}
