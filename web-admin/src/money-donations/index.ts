import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceProps } from 'react-admin';
import { MoneyDonationList } from './MoneyDonationList';
import { MoneyDonationShow } from './MoneyDonationShow';

export const moneyDonations: Omit<ResourceProps, 'name'> = {
  list: MoneyDonationList,
  show: MoneyDonationShow,
  icon: PaymentsIcon,
  options: { label: 'Money donations' },
  recordRepresentation: 'reference',
};
