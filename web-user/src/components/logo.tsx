import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { BloodDropIcon } from '@/components/icons/blood-drop-icon';

export function Logo({ to = paths.home }: { to?: string }) {
  const { t } = useTranslation('layout');
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('logoHome', { name: APP_NAME })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: { xs: 18, sm: 20 },
        whiteSpace: 'nowrap',
        flexShrink: 0,
        letterSpacing: -0.3,
      }}
    >
      <BloodDropIcon />
      <span>{APP_NAME}</span>
    </Box>
  );
}
