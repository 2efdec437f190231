import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import type { ResourceProps } from 'react-admin';
import { HospitalList } from './HospitalList';
import { HospitalShow } from './HospitalShow';

export const hospitals: Omit<ResourceProps, 'name'> = {
  list: HospitalList,
  show: HospitalShow,
  icon: LocalHospitalIcon,
  options: { label: 'Hospitals' },
  recordRepresentation: 'name',
};
