import { use, type ComponentType } from 'react';
import { LOAD_TIMEOUT_MS } from '@/config/app';

/** Spec section 8: a chunk that has not loaded after LOAD_TIMEOUT_MS is a failure (the route's error screen). */
const withinLoadTimeout = <T,>(loading: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The page took too long to load')), LOAD_TIMEOUT_MS);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** What rendered lazy components are waiting for (read by the build's prerender, see `loadWaitedFor`). */
const waitedFor = new Set<Promise<unknown>>();

/**
 * A component whose code loads on its first render, like React.lazy, but which can also be loaded ahead of it
 * (`preload`): the app's first render then draws the page at once instead of suspending (main.tsx), and the build's
 * prerender can load what a page waits for and draw it again (app/prerender.tsx).
 */
export function preloadableLazy<Props extends object>(loader: () => Promise<ComponentType<Props>>) {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  let failure: { error: unknown } | undefined;
  const preload = () => {
    if (!loading) {
      loading = withinLoadTimeout(loader()).then((Component) => {
        Loaded = Component;
      });
      // A failed download (a dropped connection) is tried again on the next render.
      loading.catch((error: unknown) => {
        loading = undefined;
        failure = { error };
      });
    }
    return loading;
  };
  function Lazy(props: Props) {
    if (!Loaded) {
      // Without a connection it would fail again, and again: the route's error page (an offline page) shows instead.
      if (failure && !navigator.onLine) throw failure.error;
      const loaded = preload();
      waitedFor.add(loaded);
      use(loaded);
    }
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Component: Lazy, preload };
}

/** Loads what the renders so far waited for; false when they waited for nothing. */
export async function loadWaitedFor(): Promise<boolean> {
  if (!waitedFor.size) return false;
  const loads = [...waitedFor];
  waitedFor.clear();
  await Promise.allSettled(loads);
  return true;
}
