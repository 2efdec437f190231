import type { QueryClient } from '@tanstack/react-query';
import { useSwitchRole } from '@/features/account/hooks/use-switch-role';
import { appealsQueryOptions } from '@/features/appeals/api/get-appeals';
import { AppealCards } from '@/features/appeals/components/appeal-cards';
import { prefetchDonorDashboard } from '@/features/dashboard/api/prefetch-donor-dashboard';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useSession } from '@/lib/session';
import { hasStoredSession, storage } from '@/lib/storage';

/**
 * The availability card (its date field, MUI's text field and select) is below the fold: its code loads after the
 * page's, and on a prerendered dashboard React hydrates it once that code has come (its suspense boundary keeps the
 * prerendered card meanwhile), rather than in the page's own first load.
 */
const { Component: AvailabilityCard } = preloadableLazy(
  async () => (await import('@/features/availability/components/availability-card')).AvailabilityCard,
);

export function Component() {
  const { user, role } = useSession();
  const switchRole = useSwitchRole();
  return (
    <Dashboard
      user={user}
      role={role}
      donorAlerts={<AppealCards />}
      donorExtras={<AvailabilityCard />}
      onSwitchRole={switchRole}
    />
  );
}

/** A signed-in donor's dashboard reads, started with its code when the app opens on it (router.tsx, main.tsx). */
export const prefetch = async (client: QueryClient) => {
  if (hasStoredSession() && storage.getRole() === 'donor')
    await Promise.all([prefetchDonorDashboard(client), client.prefetchQuery(appealsQueryOptions())]);
};
