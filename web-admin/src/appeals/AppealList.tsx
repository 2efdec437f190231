import {
  AutocompleteInput,
  ChipField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  type RaRecord,
} from 'react-admin';
import { createdBetweenFilters } from '../components/date-range-filters';
import { APPEAL_STATUS_CHOICES } from './appeal-choices';

export const groupsText = (appeal: RaRecord) => ((appeal.blood_groups as string[] | undefined) ?? []).join(', ');

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reason or hospital" />,
  <SelectInput key="status" source="status" choices={APPEAL_STATUS_CHOICES} alwaysOn />,
  <ReferenceInput key="hospital_id" source="hospital_id" reference="hospitals" alwaysOn>
    <AutocompleteInput label="Hospital" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  ...createdBetweenFilters,
];

export function AppealList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ChipField source="status" sortable={false} />
        <TextField source="hospital.name" label="Hospital" sortable={false} />
        <FunctionField label="Groups" render={groupsText} />
        <NumberField source="coming_count" label="Coming" />
        <NumberField source="units_wanted" label="Units wanted" />
        <DateField source="until" showTime />
        <DateField source="created_at" label="Raised" showTime />
      </Datagrid>
    </List>
  );
}
