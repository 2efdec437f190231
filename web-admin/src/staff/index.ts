import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';

export const staff: Omit<ResourceProps, 'name'> = {
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: BadgeIcon,
  options: { label: 'Staff' },
  recordRepresentation: 'name',
};
