import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { OFFICER_ROLE_CHOICES } from './officer-roles';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />,
  <SelectInput key="role" source="role" choices={OFFICER_ROLE_CHOICES} />,
  <BooleanInput key="disabled" source="disabled" label="Disabled" />,
];

export function HospitalOfficerList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="hospital" sortable={false} />
        <SelectField source="role" choices={OFFICER_ROLE_CHOICES} sortable={false} />
        <BooleanField source="totp_enrolled" label="Two-step set up" sortable={false} />
        <BooleanField source="disabled" sortable={false} />
        <DateField source="last_sign_in_at" label="Last sign-in" showTime emptyText="Never" sortable={false} />
      </Datagrid>
    </List>
  );
}
