import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import type { ResourceProps } from 'react-admin';
import { AirtimeCreditList } from './AirtimeCreditList';
import { AirtimeCreditShow } from './AirtimeCreditShow';

export const airtimeCredits: Omit<ResourceProps, 'name'> = {
  list: AirtimeCreditList,
  show: AirtimeCreditShow,
  icon: PhoneAndroidIcon,
  options: { label: 'Airtime credits' },
  recordRepresentation: 'provider_request_id',
};
