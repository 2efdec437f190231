import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import type { ResourceProps } from 'react-admin';
import { HospitalCreate } from './HospitalCreate';
import { HospitalEdit } from './HospitalEdit';
import { HospitalList } from './HospitalList';
import { HospitalShow } from './HospitalShow';

export const hospitals: Omit<ResourceProps, 'name'> = {
  list: HospitalList,
  create: HospitalCreate,
  edit: HospitalEdit,
  show: HospitalShow,
  icon: LocalHospitalIcon,
  options: { label: 'Hospitals' },
  recordRepresentation: 'name',
};
