import type { QueryClient } from '@tanstack/react-query';
import { yourRequestsQueryOptions } from '@/features/your-requests/api/get-your-requests';
import { YourRequests } from '@/features/your-requests/components/your-requests';
import { hasStoredSession, storage } from '@/lib/storage';

export function Component() {
  return <YourRequests />;
}

/**
 * A signed-in recipient's list, started with the page's code when the app opens on it (router.tsx, main.tsx): one
 * round trip sooner than when the page first draws, and the list is the page's largest paint.
 */
export const prefetch = async (client: QueryClient) => {
  if (!hasStoredSession() || storage.getRole() !== 'recipient') return;
  const page = Math.max(1, Number(new URLSearchParams(window.location.search).get('page')) || 1);
  await client.prefetchQuery(yourRequestsQueryOptions(page, storage.getUser()?.id));
};
