import { DonorRequests } from '@/features/donor-requests/components/donor-requests';

export function Component() {
  return <DonorRequests />;
}
