import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
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
import { EditIcon } from '@/components/icons/edit-icon';
import { FeedbackIcon } from '@/components/icons/feedback-icon';
import { HomeIcon } from '@/components/icons/home-icon';
import { LogoutIcon } from '@/components/icons/logout-icon';
import { MenuIcon } from '@/components/icons/menu-icon';
import { PersonIcon } from '@/components/icons/person-icon';
import { SwapIcon } from '@/components/icons/swap-icon';
import { LanguageMenu } from '../language-menu';
import { Logo } from '../logo';
import { UserAvatar, withInitials } from '../user-avatar';
import { SHARED_MENU, roleMenu, type MenuItem as NavItem } from './app-menus';

export const SIDE_NAV_WIDTH = 264;

/** The phone's bottom bar: its height, and how far its round centre button rises above it. */
const BOTTOM_BAR_HEIGHT = 64;
const BOTTOM_BAR_RISE = 24;
const SAFE_BOTTOM = 'env(safe-area-inset-bottom, 0px)';
const SAFE_TOP = 'env(safe-area-inset-top, 0px)';
/** What the bottom bar covers of a phone's screen. */
const BOTTOM_CLEARANCE = `calc(${BOTTOM_BAR_HEIGHT + BOTTOM_BAR_RISE}px + ${SAFE_BOTTOM})`;

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

const fullName = (user: User | null) => [user?.first_name, user?.last_name].filter(Boolean).join(' ');

function NavList({ items, label, onNavigate }: { items: NavItem[]; label: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <List
      component="nav"
      aria-label={label}
      dense
      subheader={
        <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>
          {label}
        </ListSubheader>
      }
    >
      {items.map(({ to, label: text, icon: Icon }) => (
        <ListItemButton
          key={to + text}
          component={NavLink}
          to={to}
          end
          onClick={onNavigate}
          sx={{
            borderRadius: 2,
            mx: 1,
            '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            '&.active .MuiListItemIcon-root': { color: 'primary.contrastText' },
          }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t(text)} />
        </ListItemButton>
      ))}
    </List>
  );
}

function SideNav({
  role,
  onNavigate,
  onSwitchRole,
  onLogout,
}: {
  role: Role;
  onNavigate?: () => void;
  onSwitchRole: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <Box sx={{ width: SIDE_NAV_WIDTH, display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ p: 2.5 }}>
        <Logo to={paths.app.dashboard} />
      </Box>
      <NavList
        items={roleMenu(role)}
        label={role === 'donor' ? t('menu.donor') : t('menu.recipient')}
        onNavigate={onNavigate}
      />
      <Divider sx={{ my: 1 }} />
      <NavList items={SHARED_MENU} label={t('menu.more')} onNavigate={onNavigate} />
      <Box sx={{ flexGrow: 1 }} />
      <List dense component="div">
        <ListItemButton onClick={onSwitchRole} sx={{ mx: 1, borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <SwapIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('account.switchType')} />
        </ListItemButton>
        <ListItemButton onClick={onLogout} sx={{ mx: 1, borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('account.logout')} />
        </ListItemButton>
      </List>
    </Box>
  );
}

/** The mobile avatar's action sheet: name, "{role} account", the extra links, switch and logout. */
function ActionSheet({
  open,
  onClose,
  user,
  role,
  onSwitchRole,
  onLogout,
}: {
  open: boolean;
  onClose: () => void;
  user: User | null;
  role: Role;
  onSwitchRole: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh', pb: SAFE_BOTTOM },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <UserAvatar user={user} size={44} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{fullName(user) || t('account.yours')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {role === 'donor' ? t('account.donor') : t('account.recipient')}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <List dense component="nav" aria-label={t('account.label')}>
        <ListItemButton component={RouterLink} to={paths.app.profile} onClick={onClose}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('routes:profile')} />
        </ListItemButton>
        {SHARED_MENU.map(({ to, label, icon: Icon }) => (
          <ListItemButton key={to} component={RouterLink} to={to} onClick={onClose}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(label)} />
          </ListItemButton>
        ))}
        <Divider />
        <ListItemButton
          onClick={() => {
            onClose();
            onSwitchRole();
          }}
        >
          <ListItemIcon>
            <SwapIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('account.switchType')} />
        </ListItemButton>
        <ListItemButton
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('account.logout')} />
        </ListItemButton>
      </List>
    </Drawer>
  );
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

  const sideNav = (
    <SideNav
      role={role}
      onNavigate={() => setNavOpen(false)}
      onSwitchRole={() => {
        setNavOpen(false);
        onSwitchRole();
      }}
      onLogout={onLogout}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {mobile && clearOfBottomBar}
      {permanentNav ? (
        <Drawer
          variant="permanent"
          sx={{ width: SIDE_NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH } }}
        >
          {sideNav}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={navOpen}
          onClose={() => setNavOpen(false)}
          ModalProps={{ keepMounted: false }}
        >
          {sideNav}
        </Drawer>
      )}
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
        <Menu
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Box sx={{ px: 2, py: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{fullName(user)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {role === 'donor' ? t('account.donor') : t('account.recipient')}
            </Typography>
          </Box>
          <Divider />
          <MenuItem component={RouterLink} to={paths.app.profile} onClick={() => setMenuAnchor(null)}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            {t('routes:profile')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              onSwitchRole();
            }}
          >
            <ListItemIcon>
              <SwapIcon fontSize="small" />
            </ListItemIcon>
            {t('account.switchType')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              onLogout();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('account.logout')}
          </MenuItem>
        </Menu>
        <ActionSheet
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
