import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export const users: Omit<ResourceProps, 'name'> = {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
