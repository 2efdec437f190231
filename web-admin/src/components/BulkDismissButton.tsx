import ClearAllIcon from '@mui/icons-material/ClearAll';
import { required, TextInput, useListContext, useResourceContext, useUnselectAll, useUpdateMany } from 'react-admin';
import { ActionDialog } from './ActionDialog';

/** Dismisses every selected report with one note (for a batch of spam or duplicates). */
export function BulkDismissButton({ noteField = 'staff_note' }: { noteField?: string }) {
  const { selectedIds } = useListContext();
  const resource = useResourceContext();
  const unselectAll = useUnselectAll(resource ?? '');
  const [updateMany] = useUpdateMany();
  if (!resource) return null;
  return (
    <ActionDialog<Record<string, string>>
      label="Dismiss"
      icon={<ClearAllIcon />}
      color="error"
      title={`Dismiss ${selectedIds.length} selected?`}
      description="Each is closed without action, with this note. Dismissal is final."
      confirmLabel="Dismiss all"
      successMessage={`${selectedIds.length} dismissed`}
      onConfirm={async (values) => {
        await updateMany(
          resource,
          { ids: selectedIds, data: { status: 'dismissed', [noteField]: values[noteField] } },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        unselectAll();
      }}
    >
      <TextInput source={noteField} label="Why (kept on each)" multiline minRows={2} fullWidth validate={required()} />
    </ActionDialog>
  );
}
