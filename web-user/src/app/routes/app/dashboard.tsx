import { AvailabilityCard } from '@/features/availability/components/availability-card';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useSession } from '@/lib/session';

export function Component() {
  const { user, role } = useSession();
  return <Dashboard user={user} role={role} donorExtras={<AvailabilityCard />} />;
}
