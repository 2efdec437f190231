import { ChipField, Datagrid, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';
import { StaffListActions } from '../components/StaffListActions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title" />,
  <SelectInput key="status" source="status" choices={choicesOf(['draft', 'published'])} alwaysOn />,
];

export function ArticleList() {
  return (
    <List filters={filters} actions={<StaffListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="edit">
        <TextField source="title" />
        <ChipField source="status" sortable={false} />
        <DateField source="published_at" label="Published" emptyText="—" />
        <DateField source="updated_at" label="Last changed" showTime />
      </Datagrid>
    </List>
  );
}
