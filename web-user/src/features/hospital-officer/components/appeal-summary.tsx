import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import type { OfficerAppeal } from '../api/get-officer-appeals';

const STATUS_COLOURS = { running: 'error', filled: 'success', stopped: 'default', ended: 'default' } as const;

/** An appeal's status as the hospital reads it. */
export function AppealStatusChip({ status }: { status: OfficerAppeal['status'] }) {
  const { t } = useTranslation('hospital-officer');
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      label={t(`appeals.statuses.${status}`)}
      sx={{ justifySelf: 'start' }}
    />
  );
}

/** Whom the appeal reaches: the whole state, some of its LGAs, or a radius around the hospital. */
export function useAreaText() {
  const { t } = useTranslation('hospital-officer');
  return ({ area }: Pick<OfficerAppeal, 'area'>) => {
    if (area.kind === 'radius') return t('appeals.area.radius', { km: area.radius_km });
    if (area.kind === 'lgas') return t('appeals.area.lgas', { lgas: (area.lgas ?? []).join(', '), state: area.state });
    return t('appeals.area.state', { state: area.state });
  };
}

/** What the appeal asks for, and how far it got: groups, area, units wanted, donors coming, until when. */
export function AppealSummary({ appeal }: { appeal: OfficerAppeal }) {
  const { t } = useTranslation('hospital-officer');
  const areaText = useAreaText();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography>{t('appeals.groups', { groups: appeal.blood_groups.join(', ') })}</Typography>
      <Typography>{areaText(appeal)}</Typography>
      <Typography>
        {t('appeals.units', { count: appeal.units_wanted })} · {t('appeals.coming', { count: appeal.coming_count })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('appeals.until', { when: formatDateTime(appeal.until) })}
      </Typography>
    </Box>
  );
}
