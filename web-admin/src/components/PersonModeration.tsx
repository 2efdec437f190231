import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Alert, Stack, Typography } from '@mui/material';
import { required, SelectInput, TextInput, useGetOne, type Identifier } from 'react-admin';
import { ActionDialog } from './ActionDialog';
import { SUSPENSION_PERIODS, suspensionEnd } from './suspension-periods';
import { useAdminDataProvider } from './use-admin-data-provider';

interface UserState {
  id: Identifier;
  name: string;
  suspended: boolean;
  suspended_until: string | null;
}

const reasonInput = (label = 'Reason (kept in the audit log)') => (
  <TextInput source="reason" label={label} multiline minRows={2} fullWidth validate={required()} />
);

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
        <ActionDialog<{ reason: string }>
          label="Warn"
          icon={<ReportProblemIcon />}
          color="warning"
          title={`Warn ${user.name}?`}
          description="They receive a warning notification in the app."
          confirmLabel="Send warning"
          successMessage="Warning sent"
          onConfirm={({ reason }) => dataProvider.warnUser(user.id, reason)}
        >
          {reasonInput()}
        </ActionDialog>
        {user.suspended ? (
          <ActionDialog<{ reason: string }>
            label="Lift suspension"
            icon={<LockOpenIcon />}
            title={`Lift ${user.name}'s suspension?`}
            description="They can receive blood requests again at once, and are notified."
            confirmLabel="Lift suspension"
            successMessage="Suspension lifted"
            onConfirm={({ reason }) => dataProvider.liftSuspension(user.id, reason)}
          >
            {reasonInput()}
          </ActionDialog>
        ) : (
          <ActionDialog<{ days: string; reason: string }>
            label="Suspend"
            icon={<BlockIcon />}
            color="error"
            title={`Suspend ${user.name}?`}
            description="No blood request reaches them until the suspension ends; they are notified."
            confirmLabel="Suspend"
            successMessage="User suspended"
            defaultValues={{ days: '30' }}
            onConfirm={({ days, reason }) => dataProvider.suspendUser(user.id, suspensionEnd(days), reason)}
          >
            <SelectInput source="days" label="For" choices={SUSPENSION_PERIODS} validate={required()} fullWidth />
            {reasonInput()}
          </ActionDialog>
        )}
      </Stack>
    </Stack>
  );
}
