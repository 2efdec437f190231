import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/language-menu';
import { BloodDropIcon } from '@/components/icons/blood-drop-icon';
import { LogoutIcon } from '@/components/icons/logout-icon';

/**
 * The hospital area's frame: one line of top bar (the area's name, the language, sign-out) and the page under it,
 * narrow enough to read on a phone at the blood bank's counter.
 */
export function HospitalLayout({ children, onSignOut }: { children: ReactNode; onSignOut?: () => void }) {
  const { t } = useTranslation('hospital-officer');
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56 } }}>
          <BloodDropIcon color="primary" />
          <Typography component="p" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
            {t('area')}
          </Typography>
          <LanguageMenu />
          {onSignOut && (
            <Button color="inherit" size="small" startIcon={<LogoutIcon fontSize="small" />} onClick={onSignOut}>
              {t('signOut')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" id="main" sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 2, pb: 6 }}>
        {children}
      </Box>
    </Box>
  );
}
