import ReplayIcon from '@mui/icons-material/Replay';
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ActionDialog } from '../components/ActionDialog';
import { useAdminDataProvider } from '../components/use-admin-data-provider';

/**
 * Sends a failed airtime credit again. The API keeps its request id when the provider may still hold a top-up
 * under it (it asks the provider first), so a retry never pays twice; the retry is audited. `explain` says why
 * there is nothing to do for a credit that has not failed.
 */
export function RetryAirtimeButton({ explain = false }: { explain?: boolean }) {
  const credit = useRecordContext();
  const dataProvider = useAdminDataProvider();
  if (!credit) return null;
  if (!credit.can_retry)
    return explain ? (
      <Typography variant="body2">
        {`This credit is ${String(credit.status).replace('_', ' ')}; only a failed credit can be sent again.`}
      </Typography>
    ) : null;
  return (
    // The dialog is rendered through a portal but its clicks still bubble to the list row: keep them here.
    <span onClick={(event) => event.stopPropagation()}>
      <ActionDialog
        label="Retry"
        icon={<ReplayIcon />}
        color="warning"
        title="Send this airtime credit again?"
        description={`NGN ${credit.amount_ngn} to ${credit.donor_name || 'the donor'} (${credit.phone_number ?? 'no number'}). Last error: ${credit.last_error ?? 'none recorded'}. If the provider already delivered it, it is marked sent without paying again.`}
        confirmLabel="Retry"
        successMessage="Airtime credit queued again"
        onConfirm={() => dataProvider.retryAirtimeCredit(credit.id)}
      />
    </span>
  );
}
