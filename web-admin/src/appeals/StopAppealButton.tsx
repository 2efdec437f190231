import StopCircleIcon from '@mui/icons-material/StopCircle';
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ActionDialog } from '../components/ActionDialog';
import { useAdminDataProvider } from '../components/use-admin-data-provider';

/**
 * Stops a running appeal at once (the API stops what has not been sent), behind a confirmation. `explain` says why
 * there is nothing to do for an appeal that no longer runs.
 */
export function StopAppealButton({ explain = false }: { explain?: boolean }) {
  const appeal = useRecordContext();
  const dataProvider = useAdminDataProvider();
  if (!appeal) return null;
  if (appeal.status !== 'running')
    return explain ? (
      <Typography variant="body2">{`This appeal is ${String(appeal.status)}; only a running appeal can be stopped.`}</Typography>
    ) : null;
  return (
    <ActionDialog
      label="Stop appeal"
      icon={<StopCircleIcon />}
      color="error"
      title={`Stop the appeal for ${appeal.hospital?.name ?? 'this hospital'}?`}
      description={`It stops reaching donors at once: those not yet told are not told, and it takes no new answers. Donors coming: ${appeal.coming_count ?? 0}.`}
      confirmLabel="Stop appeal"
      successMessage="Appeal stopped"
      onConfirm={() => dataProvider.stopAppeal(appeal.id)}
    />
  );
}
