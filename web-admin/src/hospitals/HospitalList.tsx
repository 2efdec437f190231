import { HOSPITAL_SOURCES, HOSPITAL_STATUSES } from '@app/domain';
import { ChipField, Datagrid, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';
import { useStateChoices } from '../components/use-state-choices';

export function HospitalList() {
  const states = useStateChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Name, town or facility code" />,
    <SelectInput key="status" source="status" choices={choicesOf(HOSPITAL_STATUSES)} alwaysOn />,
    <SelectInput key="state_id" source="state_id" label="State" choices={states} alwaysOn />,
    <SelectInput key="source" source="source" label="Came from" choices={choicesOf(HOSPITAL_SOURCES)} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="town" emptyText="—" sortable={false} />
        <TextField source="state" sortable={false} />
        <TextField source="source" label="Came from" sortable={false} />
        <ChipField source="status" />
        <DateField source="created_at" label="Added" showTime />
      </Datagrid>
    </List>
  );
}
