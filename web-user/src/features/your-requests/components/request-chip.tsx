import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { requestChip } from '@app/domain';
import type { YourRequest } from '../api/get-your-requests';

const COLOURS = {
  accepted: 'success',
  received: 'primary',
  closed: 'default',
  pendingMatched: 'warning',
  pending: 'default',
  raw: 'default',
} as const;

/** The status chip of spec section 4, by the shared rule, worded in the user's language. */
export function RequestChip({ request }: { request: YourRequest }) {
  const { t } = useTranslation('your-requests');
  const chip = requestChip({ status: request.status, units: request.units, matched: request.progress.accepted });
  const label =
    chip.kind === 'raw'
      ? chip.text
      : chip.kind === 'pendingMatched'
        ? t('chips.pendingMatched', { matched: chip.matched, units: chip.units })
        : t(`chips.${chip.kind}`);
  return (
    <Chip size="small" label={label} color={COLOURS[chip.kind]} variant={chip.kind === 'raw' ? 'outlined' : 'filled'} />
  );
}
