import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Badge } from '@app/domain';

const BADGE_LOOK: Record<Badge, { colour: string; key: 'lifeSaver' | 'hero' | 'zeal'; emblem: string }> = {
  life_saver: {
    colour: '#c62828',
    key: 'lifeSaver',
    emblem: 'M32 14s-11 12.5-11 20a11 11 0 0 0 22 0c0-7.5-11-20-11-20z',
  },
  hero: {
    colour: '#b8860b',
    key: 'hero',
    emblem: 'M32 13l5.6 11.4 12.6 1.8-9.1 8.9 2.1 12.5L32 41.7l-11.2 5.9 2.1-12.5-9.1-8.9 12.6-1.8z',
  },
  zeal: {
    colour: '#1565c0',
    key: 'zeal',
    emblem:
      'M32 22c-9 0-16 9-16 9s7 9 16 9 16-9 16-9-7-9-16-9zm0 15a6 6 0 1 1 0-12 6 6 0 0 1 0 12zm0-9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  },
};

/**
 * A badge as a medal. Earned badges are in colour; the others are grey and faded, and the accessible name says
 * which is which, so the difference does not rest on colour alone.
 */
export function BadgeImage({ badge, earned = true, size = 64 }: { badge: Badge; earned?: boolean; size?: number }) {
  const { t } = useTranslation('badges');
  const look = BADGE_LOOK[badge];
  const name = t(`names.${look.key}`);
  const colour = earned ? look.colour : '#9e9e9e';
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      role="img"
      aria-label={earned ? t('earned', { badge: name }) : t('locked', { badge: name })}
      sx={{ width: size, height: size, flexShrink: 0, opacity: earned ? 1 : 0.55 }}
    >
      <circle cx="32" cy="32" r="29" fill={colour} />
      <circle cx="32" cy="32" r="23" fill="#fff" opacity={earned ? 0.95 : 0.8} />
      <path d={look.emblem} fill={colour} />
    </Box>
  );
}

export const badgeNameKey = (badge: Badge) => `names.${BADGE_LOOK[badge].key}` as const;
