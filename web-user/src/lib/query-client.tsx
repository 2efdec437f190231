import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { isTimedOut } from './api-client';
import { i18next } from './i18n';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        // A page whose data never came shows the error screen with "Try again" (the route's boundary) rather than
        // loading forever; a page that has data keeps it, and the toast tells of the failed refresh.
        throwOnError: (error, query) => isTimedOut(error) && query.state.data === undefined,
      },
      mutations: { retry: false },
    },
  });

/** The running app's one cache, shared by every page. */
const appQueryClient = createQueryClient();

// What the API writes for people (notifications, reminders, reasons) is in the language asked for: a new choice
// reads it again.
i18next.on('languageChanged', () => void appQueryClient.invalidateQueries());

/** A page's first reads, started in the app's cache before the page draws (router.tsx's `prefetch`). */
export type Prefetch = (client: QueryClient) => Promise<unknown>;

export const prefetchIntoAppCache = (prefetch: Prefetch) => prefetch(appQueryClient);

/** "Try again" on the error screen: failed reads are forgotten, so the page asks for them afresh when drawn again. */
export const forgetFailedReads = (client: QueryClient = appQueryClient) =>
  client.removeQueries({ predicate: (query) => query.state.status === 'error' });

/**
 * TanStack Query is kept out of the first load: the home page paints and starts without it, and it arrives with
 * the first page that reads the API (router.tsx wraps each page in this; the home page's live sections wrap
 * themselves). Inside another provider (a test's, an outer page's) it adds nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
