import { YourRequests } from '@/features/your-requests/components/your-requests';

export function Component() {
  return <YourRequests />;
}
