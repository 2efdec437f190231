import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ArrowBackIcon } from '@/components/icons/arrow-back-icon';
import { Logo } from '../logo';

/** Screens outside the site layout: sign-up, login, verification, password reset, forms. */
export function AuthLayout({
  title,
  subtitle,
  children,
  backTo = paths.home,
  width = 480,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  backTo?: string;
  width?: number;
}) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pb: 6 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        <IconButton component={RouterLink} to={backTo} aria-label={t('actions.back')} edge="start">
          <ArrowBackIcon />
        </IconButton>
        <Logo />
      </Stack>
      <Box component="main" id="main" sx={{ px: 2 }}>
        <Paper variant="outlined" sx={{ maxWidth: width, mx: 'auto', p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          {title && (
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 26, sm: 30 }, mb: subtitle ? 1 : 3 }}>
              {title}
            </Typography>
          )}
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
