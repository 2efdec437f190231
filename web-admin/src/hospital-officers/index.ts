import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import type { ResourceProps } from 'react-admin';
import { HospitalOfficerCreate } from './HospitalOfficerCreate';
import { HospitalOfficerEdit } from './HospitalOfficerEdit';
import { HospitalOfficerList } from './HospitalOfficerList';

export const hospitalOfficers: Omit<ResourceProps, 'name'> = {
  list: HospitalOfficerList,
  create: HospitalOfficerCreate,
  edit: HospitalOfficerEdit,
  icon: MedicalServicesIcon,
  options: { label: 'Hospital officers' },
  recordRepresentation: 'name',
};
