import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/storage';
import { LogoutIcon } from '@/components/icons/logout-icon';
import { SwapIcon } from '@/components/icons/swap-icon';
import { Logo } from '../logo';
import { SHARED_MENU, roleMenu, type MenuItem as NavItem } from './app-menus';
import { SIDE_NAV_WIDTH } from './app-shell-sizes';

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

export interface AppNavigationProps {
  /** Beside the page from the side-navigation breakpoint up; else a drawer opened by the top bar's menu button. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
  role: Role;
  onSwitchRole: () => void;
  onLogout: () => void;
}

/**
 * The signed-in area's navigation: in its own chunk, as a phone shows it only once the menu button is tapped (the
 * app shell loads it then, or when the browser is idle).
 */
export default function AppNavigation({ permanent, open, onClose, role, onSwitchRole, onLogout }: AppNavigationProps) {
  const sideNav = (
    <SideNav
      role={role}
      onNavigate={onClose}
      onSwitchRole={() => {
        onClose();
        onSwitchRole();
      }}
      onLogout={onLogout}
    />
  );
  return permanent ? (
    <Drawer
      variant="permanent"
      sx={{ width: SIDE_NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH } }}
    >
      {sideNav}
    </Drawer>
  ) : (
    <Drawer variant="temporary" open={open} onClose={onClose} ModalProps={{ keepMounted: false }}>
      {sideNav}
    </Drawer>
  );
}
