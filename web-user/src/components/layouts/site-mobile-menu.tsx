import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CloseIcon } from '@/components/icons/close-icon';
import { Logo } from '../logo';
import { copyLink } from '../share-menu';
import { TOP_LINKS } from './site-links';

export interface SiteMobileMenuProps {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
}

/** The public site's full-screen menu on phones: in its own chunk, as nobody needs it before tapping the menu button. */
export default function SiteMobileMenu({ open, onClose, signedIn }: SiteMobileMenuProps) {
  const { t } = useTranslation('layout');
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-label={t('menu.label')}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Logo />
        <IconButton aria-label={t('menu.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('menu.main')} sx={{ px: 3 }}>
        <Stack spacing={2.5} sx={{ mt: 2 }}>
          {[
            ...TOP_LINKS,
            { to: paths.chart, label: 'routes:chart' },
            { to: paths.hospitals, label: 'routes:hospitals' },
            { to: paths.needs, label: 'routes:needs' },
          ].map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              onClick={onClose}
              variant="h6"
              color="text.primary"
              underline="hover"
            >
              {t(link.label)}
            </Link>
          ))}
          <Link
            component={RouterLink}
            to={paths.home}
            underline="hover"
            onClick={() => {
              void copyLink(window.location.origin);
              onClose();
            }}
            variant="h6"
            color="text.primary"
          >
            {t('shareLink')}
          </Link>
        </Stack>
        <Button
          component={RouterLink}
          to={signedIn ? paths.app.dashboard : paths.signup}
          onClick={onClose}
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 5 }}
        >
          {signedIn ? t('goToDashboard') : t('signUp')}
        </Button>
      </Box>
    </Dialog>
  );
}
