import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { User } from '@/lib/api-types';
import type { Role } from '@/lib/storage';
import { EditIcon } from '@/components/icons/edit-icon';
import { LogoutIcon } from '@/components/icons/logout-icon';
import { SwapIcon } from '@/components/icons/swap-icon';
import { fullName, UserAvatar } from '../user-avatar';
import { SHARED_MENU } from './app-menus';
import { SAFE_BOTTOM } from './app-shell-sizes';

export interface AccountSheetProps {
  open: boolean;
  onClose: () => void;
  user: User | null;
  role: Role;
  onSwitchRole: () => void;
  onLogout: () => void;
}

/**
 * The mobile avatar's action sheet: name, "{role} account", the extra links, switch and logout. In its own chunk,
 * loaded when first opened or when the browser is idle.
 */
export default function AccountSheet({ open, onClose, user, role, onSwitchRole, onLogout }: AccountSheetProps) {
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
