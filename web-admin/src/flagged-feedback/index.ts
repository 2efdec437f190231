import FlagIcon from '@mui/icons-material/Flag';
import type { ResourceProps } from 'react-admin';
import { FlaggedFeedbackList } from './FlaggedFeedbackList';
import { FlaggedFeedbackShow } from './FlaggedFeedbackShow';

export const flaggedFeedback: Omit<ResourceProps, 'name'> = {
  list: FlaggedFeedbackList,
  show: FlaggedFeedbackShow,
  icon: FlagIcon,
  options: { label: 'Flagged feedback' },
};
