import { Box } from '@mui/material';
import { DateField, FunctionField, Show, SimpleShowLayout, TextField, type RaRecord } from 'react-admin';

const asJson = (field: 'before' | 'after') => (entry: RaRecord) =>
  entry[field] === null || entry[field] === undefined ? (
    '—'
  ) : (
    <Box component="pre" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(entry[field], null, 2)}
    </Box>
  );

export function AuditLogShow() {
  return (
    <Show title="Audit log entry" actions={false}>
      <SimpleShowLayout>
        <DateField source="created_at" label="When" showTime />
        <TextField source="actor.email" label="Staff" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="record_id" label="Record" emptyText="—" />
        <TextField source="ip" label="IP" emptyText="—" />
        <FunctionField label="Before" render={asJson('before')} />
        <FunctionField label="After" render={asJson('after')} />
      </SimpleShowLayout>
    </Show>
  );
}
