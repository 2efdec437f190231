import StopCircleIcon from '@mui/icons-material/StopCircle';
import { useRecordContext } from 'react-admin';
import { ActionDialog } from '../components/ActionDialog';
import { useAdminDataProvider } from '../components/use-admin-data-provider';

/** Stops a running appeal at once (the API stops what has not been sent), behind a confirmation. */
export function StopAppealButton() {
  const appeal = useRecordContext();
  const dataProvider = useAdminDataProvider();
  if (!appeal || appeal.status !== 'running') return null;
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
