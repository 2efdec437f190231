import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Alert, Stack, Typography } from '@mui/material';
import { required, SelectInput, useGetOne, type Identifier } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { ActionDialog, type ActionDialogProps } from './ActionDialog';
import { DialogTextInput } from './DialogTextInput';
import { SUSPENSION_PERIODS, suspensionEnd } from './suspension-periods';
import { useAdminDataProvider } from './use-admin-data-provider';

interface UserState {
  id: Identifier;
  name: string;
  suspended: boolean;
  suspended_until: string | null;
}

/** The three moves on a person; each asks for a reason, kept in the audit log. */
const MOVES = {
  warn: {
    label: 'Warn',
    icon: <ReportProblemIcon />,
    color: 'warning',
    title: (name: string) => `Warn ${name}?`,
    description: 'They receive a warning notification in the app.',
    confirmLabel: 'Send warning',
    successMessage: 'Warning sent',
  },
  lift: {
    label: 'Lift suspension',
    icon: <LockOpenIcon />,
    title: (name: string) => `Lift ${name}'s suspension?`,
    description: 'They can receive blood requests again at once, and are notified.',
    confirmLabel: 'Lift suspension',
    successMessage: 'Suspension lifted',
  },
  suspend: {
    label: 'Suspend',
    icon: <BlockIcon />,
    color: 'error',
    title: (name: string) => `Suspend ${name}?`,
    description: 'No blood request reaches them until the suspension ends; they are notified.',
    confirmLabel: 'Suspend',
    successMessage: 'User suspended',
  },
} satisfies Record<
  string,
  Omit<ActionDialogProps<FieldValues>, 'title' | 'onConfirm'> & { title: (name: string) => string }
>;

function MoveDialog<V extends { reason: string }>({
  move: { title, ...move },
  name,
  ...props
}: { move: (typeof MOVES)[keyof typeof MOVES]; name: string } & Pick<
  ActionDialogProps<V>,
  'onConfirm' | 'defaultValues' | 'children'
>) {
  return (
    <ActionDialog<V> {...move} {...props} title={title(name)}>
      {props.children}
      <DialogTextInput source="reason" label="Reason (kept in the audit log)" minRows={2} />
    </ActionDialog>
  );
}

/** Warn, suspend or lift the suspension of a user, from wherever staff meet them (a report, feedback, the user page). */
export function PersonModeration({ userId }: { userId: Identifier }) {
  const dataProvider = useAdminDataProvider();
  const { data: user, isPending, error } = useGetOne<UserState>('users', { id: userId });
  if (isPending) return null;
  if (error || !user) return <Alert severity="warning">This person's account cannot be loaded.</Alert>;

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {user.suspended && user.suspended_until
          ? `${user.name} is suspended until ${new Date(user.suspended_until).toLocaleString()}.`
          : `${user.name} is not suspended.`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <MoveDialog
          move={MOVES.warn}
          name={user.name}
          onConfirm={({ reason }) => dataProvider.warnUser(user.id, reason)}
        />
        {user.suspended ? (
          <MoveDialog
            move={MOVES.lift}
            name={user.name}
            onConfirm={({ reason }) => dataProvider.liftSuspension(user.id, reason)}
          />
        ) : (
          <MoveDialog<{ days: string; reason: string }>
            move={MOVES.suspend}
            name={user.name}
            defaultValues={{ days: '30' }}
            onConfirm={({ days, reason }) => dataProvider.suspendUser(user.id, suspensionEnd(days), reason)}
          >
            <SelectInput source="days" label="For" choices={SUSPENSION_PERIODS} validate={required()} fullWidth />
          </MoveDialog>
        )}
      </Stack>
    </Stack>
  );
}
