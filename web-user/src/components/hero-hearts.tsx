import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { HERO_DONATIONS_PER_YEAR, heroProgress } from '@app/domain';

const HEART =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';

/** The three hearts towards the Hero badge, filled by the shared progress rule (count modulo 3, 3 on multiples). */
export function HeroHearts({ confirmedCount, size = 36 }: { confirmedCount: number; size?: number }) {
  const { t } = useTranslation('badges');
  const filled = heroProgress(confirmedCount);
  return (
    <Box
      role="img"
      aria-label={t('heartsLabel', { filled, total: HERO_DONATIONS_PER_YEAR })}
      sx={{ display: 'flex', gap: 1 }}
    >
      {Array.from({ length: HERO_DONATIONS_PER_YEAR }, (_, index) => (
        <Box
          key={index}
          component="svg"
          viewBox="0 0 24 24"
          aria-hidden
          data-filled={index < filled}
          sx={{ width: size, height: size }}
        >
          <path
            d={HEART}
            fill={index < filled ? '#c62828' : 'none'}
            stroke={index < filled ? '#c62828' : '#757575'}
            strokeWidth={1.5}
          />
        </Box>
      ))}
    </Box>
  );
}
