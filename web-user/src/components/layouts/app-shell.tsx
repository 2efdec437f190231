import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { LanguageCode } from '@app/i18n';
import { paths } from '@/config/paths';
import type { User } from '@/lib/api-types';
import type { Role } from '@/lib/storage';
import { useHasPermanentSideNav, useIsMobile } from '@/lib/use-media';
import { usePageHeading } from '@/lib/use-page-heading';
import { AlarmIcon } from '@/components/icons/alarm-icon';
import { ArrowBackIcon } from '@/components/icons/arrow-back-icon';
import { BloodDropIcon } from '@/components/icons/blood-drop-icon';
import { FeedbackIcon } from '@/components/icons/feedback-icon';
import { HomeIcon } from '@/components/icons/home-icon';
import { MenuIcon } from '@/components/icons/menu-icon';
import { PersonIcon } from '@/components/icons/person-icon';
import { LanguageMenu } from '../language-menu';
import { Logo } from '../logo';
import { deferUntilOpen } from '../deferred-overlays';
import { UserAvatar, withInitials } from '../user-avatar';
import type { AccountMenuProps } from './account-menu';
import type { AccountSheetProps } from './account-sheet';
import type { AppNavigationProps } from './app-navigation';
import {
  BOTTOM_BAR_HEIGHT,
  BOTTOM_BAR_RISE,
  BOTTOM_CLEARANCE,
  SAFE_BOTTOM,
  SAFE_TOP,
  SIDE_NAV_WIDTH,
} from './app-shell-sizes';

/**
 * What a phone shows only once tapped (the navigation drawer, the account sheet and menu) is in chunks of their own,
 * loaded then or when the browser is idle: a signed-in page's first load is the frame and the page, not some fifteen
 * overlay and list modules (docs/benchmarks.md).
 */
const AppNavigation = deferUntilOpen<AppNavigationProps>(() => import('./app-navigation'));
const AccountSheet = deferUntilOpen<AccountSheetProps>(() => import('./account-sheet'));
const AccountMenu = deferUntilOpen<AccountMenuProps>(() => import('./account-menu'));

/** A side padding (16 px on phones, 24 px from 600 px up) that also keeps clear of a notch in landscape. */
const safeSide = (side: 'left' | 'right') => ({
  xs: `max(16px, env(safe-area-inset-${side}, 0px))`,
  sm: `max(24px, env(safe-area-inset-${side}, 0px))`,
});

/**
 * On phones, scrolling to an element (focus, links to #ids, scrollIntoView) stops above the bottom bar, so whatever
 * is scrolled to is never left under it (the theme does the same for the top bar).
 */
const clearOfBottomBar = <GlobalStyles styles={{ html: { scrollPaddingBottom: BOTTOM_CLEARANCE } }} />;

export interface AppShellProps {
  user: User | null;
  role: Role;
  title: string;
  children: ReactNode;
  /** The bell with its panel (desktop) or as a link (mobile bottom bar). */
  renderNotifications: (variant: 'panel' | 'link') => ReactNode;
  onSwitchRole: () => void;
  onLogout: () => void;
  /** Keeps a language chosen in the top bar in the account as well. */
  onLanguageChange?: (language: LanguageCode) => void;
}

function BottomBar({ role, notifications }: { role: Role; notifications: ReactNode }) {
  const { t } = useTranslation('layout');
  const second =
    role === 'donor'
      ? { to: paths.app.reminders, label: t('routes:reminders'), icon: AlarmIcon }
      : { to: paths.app.feedback, label: t('routes:feedback'), icon: FeedbackIcon };
  const centre = role === 'donor' ? paths.app.requests : paths.app.yourRequests;
  const item = (to: string, label: string, Icon: typeof HomeIcon) => (
    <IconButton component={NavLink} to={to} aria-label={label} sx={{ '&.active': { color: 'primary.main' } }}>
      <Icon />
    </IconButton>
  );
  return (
    <Paper
      component="nav"
      aria-label={t('bottomNavigation')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        justifyContent: 'space-around',
        alignItems: 'center',
        height: `calc(${BOTTOM_BAR_HEIGHT}px + ${SAFE_BOTTOM})`,
        pb: SAFE_BOTTOM,
        px: 'env(safe-area-inset-left, 0px)',
        boxSizing: 'border-box',
        borderRadius: 0,
      }}
    >
      {item(paths.app.dashboard, t('routes:home'), HomeIcon)}
      {item(second.to, second.label, second.icon)}
      <IconButton
        component={RouterLink}
        to={centre}
        aria-label={role === 'donor' ? t('routes:requests') : t('routes:yourRequests')}
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          width: 56,
          height: 56,
          mt: `-${BOTTOM_BAR_RISE}px`,
          boxShadow: 4,
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <BloodDropIcon />
      </IconButton>
      {notifications}
      {item(paths.app.profile, t('account.profile'), PersonIcon)}
    </Paper>
  );
}

/** The signed-in layout: side navigation, top bar, and on mobile the bottom bar. */
export function AppShell({
  user,
  role,
  title,
  children,
  renderNotifications,
  onSwitchRole,
  onLogout,
  onLanguageChange,
}: AppShellProps) {
  const { t } = useTranslation('layout');
  const heading = usePageHeading();
  const permanentNav = useHasPermanentSideNav();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const onDashboard =
    pathname === paths.app.dashboard || pathname === paths.app.root || pathname === `${paths.app.root}/`;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {mobile && clearOfBottomBar}
      {/* Beside the page, its width is kept while its code comes, so the page does not move when it appears. */}
      <Box sx={permanentNav ? { width: SIDE_NAV_WIDTH, flexShrink: 0 } : { display: 'contents' }}>
        <AppNavigation
          permanent={permanentNav}
          open={permanentNav || navOpen}
          onClose={() => setNavOpen(false)}
          role={role}
          onSwitchRole={onSwitchRole}
          onLogout={onLogout}
        />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider', pt: SAFE_TOP }}
        >
          <Toolbar sx={{ gap: 1, pl: safeSide('left'), pr: safeSide('right') }}>
            {mobile && !onDashboard ? (
              <IconButton aria-label={t('goBack')} edge="start" onClick={() => navigate(-1)}>
                <ArrowBackIcon />
              </IconButton>
            ) : (
              !permanentNav && (
                <IconButton aria-label={t('openNavigation')} edge="start" onClick={() => setNavOpen(true)}>
                  <MenuIcon />
                </IconButton>
              )
            )}
            {mobile && onDashboard ? (
              <Logo to={paths.app.dashboard} />
            ) : (
              <Typography variant="h6" component="p" noWrap>
                {heading ?? title}
              </Typography>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <LanguageMenu onChange={onLanguageChange} />
            {!mobile && renderNotifications('panel')}
            <ButtonBase
              aria-label={withInitials(user, t('account.menu'))}
              aria-haspopup={mobile ? 'dialog' : 'menu'}
              onClick={(event) => (mobile ? setSheetOpen(true) : setMenuAnchor(event.currentTarget))}
              sx={{ borderRadius: '50%' }}
            >
              <UserAvatar user={user} />
            </ButtonBase>
          </Toolbar>
        </AppBar>
        <AccountMenu
          anchor={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
          user={user}
          role={role}
          onSwitchRole={onSwitchRole}
          onLogout={onLogout}
        />
        <AccountSheet
          open={sheetOpen && mobile}
          onClose={() => setSheetOpen(false)}
          user={user}
          role={role}
          onSwitchRole={onSwitchRole}
          onLogout={onLogout}
        />
        <Box
          component="main"
          id="main"
          sx={{
            flexGrow: 1,
            // Each side on its own: a responsive `p` would come later in the CSS and undo the bottom padding.
            pt: { xs: 2, md: 3 },
            pl: safeSide('left'),
            pr: safeSide('right'),
            // The end of every page stays above the bottom bar (and its raised centre button).
            pb: mobile ? `calc(${BOTTOM_CLEARANCE} + 16px)` : 4,
          }}
        >
          {/* The page and the bottom bar are boundaries of their own: on a prerendered page React hydrates each
              boundary in a task of its own, rather than the whole screen in one long task of a slow phone. */}
          <Suspense fallback={null}>{children}</Suspense>
        </Box>
      </Box>
      <Suspense fallback={null}>
        {mobile && <BottomBar role={role} notifications={renderNotifications('link')} />}
      </Suspense>
    </Box>
  );
}
