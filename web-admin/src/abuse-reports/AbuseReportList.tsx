import { ChipField, Datagrid, DateField, List, TextField } from 'react-admin';
import { BulkDismissButton } from '../components/BulkDismissButton';
import { abuseReportFilters } from './abuse-report-filters';
import { StaffListActions } from '../components/StaffListActions';
import { WaitingField } from '../queues/WaitingField';

export function AbuseReportList() {
  return (
    <List filters={abuseReportFilters} actions={<StaffListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkDismissButton />}>
        <DateField source="created_at" label="Reported" showTime />
        <WaitingField label="Waiting" />
        <TextField source="reported_name" label="Person reported" sortable={false} />
        <TextField source="reporter.name" label="Reported by" sortable={false} />
        <TextField source="reporter_role" label="Reporter is a" sortable={false} />
        <ChipField source="status" />
        <TextField source="description" sortable={false} sx={{ display: 'block', maxWidth: 320 }} />
      </Datagrid>
    </List>
  );
}
