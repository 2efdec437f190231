import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { User } from '@/lib/api-types';
import type { Role } from '@/lib/storage';
import { EditIcon } from '@/components/icons/edit-icon';
import { LogoutIcon } from '@/components/icons/logout-icon';
import { SwapIcon } from '@/components/icons/swap-icon';
import { fullName } from '../user-avatar';

export interface AccountMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  user: User | null;
  role: Role;
  onSwitchRole: () => void;
  onLogout: () => void;
}

/** The avatar's menu on larger screens: in its own chunk, loaded when first opened or when the browser is idle. */
export default function AccountMenu({ anchor, open, onClose, user, role, onSwitchRole, onLogout }: AccountMenuProps) {
  const { t } = useTranslation('layout');
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
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
      <MenuItem component={RouterLink} to={paths.app.profile} onClick={onClose}>
        <ListItemIcon>
          <EditIcon fontSize="small" />
        </ListItemIcon>
        {t('routes:profile')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
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
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('account.logout')}
      </MenuItem>
    </Menu>
  );
}
