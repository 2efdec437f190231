import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { GroupNeed } from '../api/get-public-needs';

/** Each group needed with its units ("O+ · 3 units"), as a list a screen reader reads out. */
export function NeedChips({ needs, label }: { needs: readonly GroupNeed[]; label: string }) {
  const { t } = useTranslation('needs');
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, gap: 1, flexWrap: 'wrap' }}
    >
      {needs.map((need) => (
        <li key={need.blood_group}>
          <Chip
            color="primary"
            variant="outlined"
            sx={{ fontWeight: 600 }}
            label={t('groupUnits', { group: need.blood_group, count: need.units })}
          />
        </li>
      ))}
    </Stack>
  );
}
