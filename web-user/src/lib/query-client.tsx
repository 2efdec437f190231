import { onlineManager, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { OfflineDataNotice } from '@/components/offline-data-notice';
import { isTimedOut } from './api-client';
import { i18next } from './i18n';
import { warmUpIntl } from './intl-warm-up';
import { keepQueriesPersisted, restorePersistedQueries } from './query-persistence';
import { SIGNED_OUT_EVENT, storage } from './storage';

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
      // A change made without a connection is refused at once (lib/api-client.ts), never held back to be sent later
      // without the person knowing (the library's default for mutations while offline).
      mutations: { retry: false, networkMode: 'always' },
    },
  });

/** The running app's one cache, shared by every page. */
const appQueryClient = createQueryClient();

/** Whose saved answers the cache may show: the signed-in user's, or a visitor's (public pages only). */
const cacheOwner = () => storage.getUser()?.id ?? 'visitor';

/**
 * Without a connection, reads wait (the library pauses them) and the last saved answers are shown instead: from the
 * start when the app opens offline, and from the moment the connection drops. Online, pages read afresh as before.
 */
if (typeof window !== 'undefined') {
  // A page reading the API shows dates and numbers: Intl is set up off the main thread while its answers come.
  warmUpIntl();
  // The library assumes a connection until the browser's first online/offline event.
  onlineManager.setOnline(navigator.onLine);
  if (!navigator.onLine) restorePersistedQueries(cacheOwner(), appQueryClient);
  onlineManager.subscribe((online) => {
    if (!online) restorePersistedQueries(cacheOwner(), appQueryClient);
  });
  keepQueriesPersisted(appQueryClient, cacheOwner);
  // The next person to sign in on this phone must not see the last one's answers, even for a moment.
  window.addEventListener(SIGNED_OUT_EVENT, () => appQueryClient.clear());
}

// What the API writes for people (notifications, reminders, reasons) is in the language asked for: a new choice
// reads it again.
i18next.on('languageChanged', () => void appQueryClient.invalidateQueries());

/** A page's first reads, started in the app's cache before the page draws (router.tsx's `prefetch`). */
export type Prefetch = (client: QueryClient) => Promise<unknown>;

/** Starts `start` in a task of its own (a timer), and settles as it does. */
const inATaskOfItsOwn = <T,>(start: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    setTimeout(() => void start().then(resolve, reject), 0);
  });

/**
 * The client a page's first reads go through: each read starts in a task of its own (starting one, its request and
 * the cache's bookkeeping, is a few milliseconds of a slow phone, and a page starting five at once held its main thread
 * that long), and with `until` their answers (and failures) are kept out of the cache until it settles: a page
 * hydrating its prerendered markup must first draw it as the build did, waiting for them.
 */
const prefetchingClient = (client: QueryClient, until?: Promise<unknown>): QueryClient => {
  const held: QueryClient['prefetchQuery'] = (options) => {
    const { queryFn } = options;
    if (!until || typeof queryFn !== 'function') return client.prefetchQuery(options);
    return client.prefetchQuery({
      ...options,
      queryFn: async (context) => {
        try {
          return await queryFn(context);
        } finally {
          await until;
        }
      },
    });
  };
  const prefetchQuery: QueryClient['prefetchQuery'] = (options) => inATaskOfItsOwn(() => held(options));
  return new Proxy(client, {
    get: (target, property) => {
      if (property === 'prefetchQuery') return prefetchQuery;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
};

export const prefetchIntoAppCache = (prefetch: Prefetch, heldUntil?: Promise<unknown>) =>
  prefetch(prefetchingClient(appQueryClient, heldUntil));

/** "Try again" on the error screen: failed reads are forgotten, so the page asks for them afresh when drawn again. */
export const forgetFailedReads = (client: QueryClient = appQueryClient) =>
  client.removeQueries({ predicate: (query) => query.state.status === 'error' });

/**
 * TanStack Query is kept out of the first load: the home page paints and starts without it, and it arrives with
 * the first page that reads the API (router.tsx wraps each page in this; the home page's live sections wrap
 * themselves). Inside another provider (a test's, an outer page's) it adds nothing. A page (not a layout) also says,
 * when offline, how old the answers it shows are.
 */
export function QueryProvider({ children, offlineNotice = false }: { children: ReactNode; offlineNotice?: boolean }) {
  const outer = useContext(QueryClientContext);
  const content = offlineNotice ? (
    <>
      <OfflineDataNotice />
      {children}
    </>
  ) : (
    children
  );
  if (outer) return content;
  return <QueryClientProvider client={appQueryClient}>{content}</QueryClientProvider>;
}
