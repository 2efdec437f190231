import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { appealsQueryOptions } from '@/features/appeals/api/get-appeals';
import { AppealPage } from '@/features/appeals/components/appeal-page';
import { hasStoredSession } from '@/lib/storage';

export function Component() {
  const { id = '' } = useParams();
  return <AppealPage key={id} appealId={id} />;
}

/** The donor's running appeals, read with the page's code when the app opens on it (a notification's link). */
export const prefetch = async (client: QueryClient) => {
  if (hasStoredSession()) await client.prefetchQuery(appealsQueryOptions());
};
