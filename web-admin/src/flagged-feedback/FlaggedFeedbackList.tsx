import { MODERATION_STATUSES } from '@app/domain';
import {
  ChipField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectArrayInput,
  TextField,
  TextInput,
} from 'react-admin';
import { BulkDismissButton } from '../components/BulkDismissButton';
import { choicesOf } from '../components/choices';
import { createdBetweenFilters } from '../components/date-range-filters';
import { StaffListActions } from '../components/StaffListActions';
import { WaitingField } from '../queues/WaitingField';

const filters = [
  <SelectArrayInput key="status" source="status" label="Status" choices={choicesOf(MODERATION_STATUSES)} alwaysOn />,
  <TextInput key="outcome" source="outcome" label="Outcome" />,
  ...createdBetweenFilters,
];

export function FlaggedFeedbackList() {
  return (
    <List filters={filters} actions={<StaffListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkDismissButton />}>
        <DateField source="created_at" label="Flagged" showTime />
        <WaitingField label="Waiting" />
        <TextField source="outcome" sortable={false} />
        <TextField source="reported_user.name" label="Donor" sortable={false} />
        <FunctionField
          label="Reported by"
          render={(feedback) =>
            feedback.reporter?.name ?? (feedback.reported_by_hospital ? 'Hospital officer' : 'Account deleted')
          }
        />
        <TextField source="request.hospital" label="Hospital" sortable={false} />
        <ChipField source="status" />
      </Datagrid>
    </List>
  );
}
