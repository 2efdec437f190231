import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { AppealCreate } from './AppealCreate';
import { AppealList } from './AppealList';
import { AppealShow } from './AppealShow';

export const appeals: Omit<ResourceProps, 'name'> = {
  list: AppealList,
  show: AppealShow,
  create: AppealCreate,
  icon: CampaignIcon,
  options: { label: 'Appeals' },
};
