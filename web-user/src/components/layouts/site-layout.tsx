import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useIsWide } from '@/lib/use-media';
import { usePageHeading } from '@/lib/use-page-heading';
import { usePageTitle } from '@/lib/use-page-title';
import { ArrowBackIcon } from '@/components/icons/arrow-back-icon';
import { MenuIcon } from '@/components/icons/menu-icon';
import { LanguageMenu } from '../language-menu';
import { Logo } from '../logo';
import { deferUntilOpen } from '../deferred-overlays';
import { ShareMenu } from '../share-menu';
import { FOOTER_LINKS, TOP_LINKS } from './site-links';
import type { SiteMobileMenuProps } from './site-mobile-menu';

const MobileMenu = deferUntilOpen<SiteMobileMenuProps>(() => import('./site-mobile-menu'));

export function BackButton({ fallback = paths.home }: { fallback?: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return (
    <IconButton
      aria-label={t('goBack')}
      edge="start"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(fallback))}
    >
      <ArrowBackIcon />
    </IconButton>
  );
}

function TopBar() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const isHome = pathname === paths.home;
  const wide = useIsWide();
  const routeTitle = usePageTitle();
  const title = usePageHeading() ?? routeTitle;
  const { isSignedIn } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const showLogo = isHome || wide;

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* One line on a 360 px phone: logo, language, Log in and the menu, with tighter gaps there. */}
      <Toolbar
        sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: 64, px: { xs: 1.5, sm: 3 }, pt: 'env(safe-area-inset-top, 0px)' }}
      >
        {showLogo ? (
          <Logo />
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <BackButton />
            <Typography component="p" variant="h6" noWrap>
              {title}
            </Typography>
          </Stack>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {wide && (
          <Stack
            component="nav"
            aria-label={t('menu.main')}
            direction="row"
            spacing={3}
            sx={{ alignItems: 'center', mr: 1 }}
          >
            {TOP_LINKS.map((link) => (
              <Link
                key={link.to}
                component={NavLink}
                to={link.to}
                underline="hover"
                color="text.primary"
                sx={{ fontWeight: 600, '&.active': { color: 'primary.main' } }}
              >
                {t(link.label)}
              </Link>
            ))}
            <ShareMenu />
          </Stack>
        )}
        <LanguageMenu />
        {isSignedIn ? (
          wide && (
            <Button component={RouterLink} to={paths.app.dashboard} variant="contained">
              {t('goToDashboard')}
            </Button>
          )
        ) : (
          <>
            {(isHome || wide) && (
              <Button
                component={RouterLink}
                to={paths.login}
                variant="outlined"
                sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1.25, sm: 2 } }}
              >
                {t('logIn')}
              </Button>
            )}
            {wide && (
              <Button component={RouterLink} to={paths.signup} variant="contained">
                {t('signUp')}
              </Button>
            )}
          </>
        )}
        {!wide && (
          <IconButton aria-label={t('menu.open')} onClick={() => setMenuOpen(true)} edge="end">
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      <MobileMenu open={menuOpen && !wide} onClose={() => setMenuOpen(false)} signedIn={isSignedIn} />
    </AppBar>
  );
}

export function SiteFooter() {
  const { t } = useTranslation('layout');
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', mt: 6, py: 4 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography>
            © {new Date().getFullYear()} {APP_NAME}
          </Typography>
          <Stack
            component="nav"
            aria-label={t('footer')}
            direction="row"
            useFlexGap
            spacing={2.5}
            sx={{ flexWrap: 'wrap' }}
          >
            {FOOTER_LINKS.map((link) => (
              <Link key={link.label} component={RouterLink} to={link.to} sx={{ color: 'inherit !important' }}>
                {t(link.label)}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

/** The public site layout: top bar, main area, footer. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('layout');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {t('skipToContent')}
      </Link>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
    </Box>
  );
}
