import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import type { ResourceProps } from 'react-admin';
import { AdvocateApplicationList } from './AdvocateApplicationList';
import { AdvocateApplicationShow } from './AdvocateApplicationShow';

export const advocateApplications: Omit<ResourceProps, 'name'> = {
  list: AdvocateApplicationList,
  show: AdvocateApplicationShow,
  icon: RecordVoiceOverIcon,
  options: { label: 'Advocate applications' },
  recordRepresentation: 'name',
};
