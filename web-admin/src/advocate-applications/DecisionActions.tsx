import { ADVOCATE_APPLICATION_MOVES, type AdvocateApplicationStatus, type AdvocateDecision } from '@app/domain';
import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ActionDialog } from '../components/ActionDialog';
import { DialogTextInput } from '../components/DialogTextInput';
import { useAdminDataProvider } from '../components/use-admin-data-provider';

const DECISIONS: Record<
  AdvocateDecision,
  { label: string; description: string; color: 'primary' | 'success' | 'error' }
> = {
  shortlisted: {
    label: 'Shortlist',
    description: 'The applicant is emailed this message; the application stays open for a final decision.',
    color: 'primary',
  },
  accepted: {
    label: 'Accept',
    description: 'The applicant becomes an advocate and is emailed this message. This is final.',
    color: 'success',
  },
  rejected: {
    label: 'Decline',
    description: 'The applicant is emailed this message. This is final.',
    color: 'error',
  },
};

/** The decisions the workflow allows from the application's status; each sends its message to the applicant. */
export function DecisionActions() {
  const application = useRecordContext();
  const dataProvider = useAdminDataProvider();
  if (!application) return null;
  const moves = ADVOCATE_APPLICATION_MOVES[application.status as AdvocateApplicationStatus] ?? [];
  if (moves.length === 0)
    return <Typography variant="body2">{`Decided: ${application.status}. This is final.`}</Typography>;
  return (
    <Stack direction="row" spacing={1}>
      {(moves as AdvocateDecision[]).map((decision) => {
        const { label, description, color } = DECISIONS[decision];
        return (
          <ActionDialog<{ message: string }>
            key={decision}
            label={label}
            color={color}
            title={`${label} ${application.name}'s application?`}
            description={description}
            confirmLabel={label}
            successMessage={`Application ${decision}; the applicant was emailed`}
            onConfirm={({ message }) => dataProvider.decideApplication(application.id, decision, message)}
          >
            <DialogTextInput source="message" label="Message to the applicant" minRows={4} max={2000} />
          </ActionDialog>
        );
      })}
    </Stack>
  );
}
