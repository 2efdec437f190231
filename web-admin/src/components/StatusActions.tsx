import { Stack, Typography } from '@mui/material';
import { required, TextInput, useRecordContext, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { ActionDialog } from './ActionDialog';

export interface StatusMove {
  /** The button's label, e.g. "Dismiss". */
  label: string;
  /** What the dialog says will happen. */
  description: string;
  color?: 'primary' | 'error' | 'success' | 'warning';
  /** Closing moves need the staff's reason on record. */
  noteRequired?: boolean;
}

interface StatusActionsProps<S extends string> {
  /** The workflow from libs/domain: each status to the statuses it may move to. */
  moves: Record<S, readonly S[]>;
  labels: Record<S, StatusMove>;
  /** The record's field holding the staff's note. */
  noteField: string;
  noteLabel: string;
}

/** One button per move the workflow allows from the record's status, each confirmed in a dialog with a note. */
export function StatusActions<S extends string>({ moves, labels, noteField, noteLabel }: StatusActionsProps<S>) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [update] = useUpdate();
  if (!record || !resource) return null;
  const current = record.status as S;
  const next = moves[current] ?? [];
  if (next.length === 0)
    return <Typography variant="body2">{`Closed as ${current}: no further change is possible.`}</Typography>;

  const move = (status: S, values: Record<string, string>) =>
    update(
      resource,
      { id: record.id, data: { status, [noteField]: values[noteField] }, previousData: record as RaRecord },
      { mutationMode: 'pessimistic', returnPromise: true },
    );

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {next.map((status) => {
        const { label, description, color, noteRequired } = labels[status];
        return (
          <ActionDialog<Record<string, string>>
            key={status}
            label={label}
            color={color}
            title={`${label}?`}
            description={description}
            confirmLabel={label}
            successMessage={`Status changed to ${status}`}
            defaultValues={{ [noteField]: record[noteField] ?? '' }}
            onConfirm={(values) => move(status, values)}
          >
            <TextInput
              source={noteField}
              label={noteLabel}
              multiline
              minRows={3}
              fullWidth
              validate={noteRequired ? required('Say why, for the record') : undefined}
            />
          </ActionDialog>
        );
      })}
    </Stack>
  );
}
