import { DonationHistory } from '@/features/donation-history/components/donation-history';

export function Component() {
  return <DonationHistory />;
}
