import { RequestComplete } from '@/features/find-donor/components/request-complete';

export function Component() {
  return <RequestComplete />;
}
