import '@/lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import type { Role } from '@/lib/storage';
import { markPageStarted } from '@/lib/when-idle';
import { App } from './app/app';
import { prefetchRoutes, preloadRoutes } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A prerendered page (the home page, /login, the donors' dashboard, a recipient's two pages, in English) came with
// the HTML; its first script hid it from anyone it is not for (another page, language or session), and then it goes
// before the app draws.
const hidden = document.documentElement.hasAttribute('data-hide-prerendered');
if (hidden) {
  root.replaceChildren();
  document.documentElement.removeAttribute('data-hide-prerendered');
}

/**
 * A signed-in page prerendered for everyone of a role (vite.config.ts marks it) is hydrated: React takes over its
 * markup rather than building the whole page again, which on a slow phone was most of the page's blocking time. Not
 * offline, where saved answers are drawn at once (the prerendered page has none).
 */
const hydratingFor = !hidden && navigator.onLine ? ((root.dataset.prerenderedFor as Role | undefined) ?? null) : null;

/**
 * How long the first render waits for the page's first answers from the API. Answers that come before it are drawn
 * in that render; each one that comes after is a render of its own, which holds a slow phone's main thread (the
 * dashboard's blocking time in docs/benchmarks.md). The page itself is on screen meanwhile when it was prerendered.
 */
const FIRST_READS_WAIT_MS = 1500;

const path = window.location.pathname;

/**
 * The app's scripts are evaluated in one task; matching the address to its routes and starting their code and first
 * reads (the preload links, the requests) in the next, so that neither is a long task on a slow phone on its own.
 */
const afterThisTask = (run: () => void) => setTimeout(run, 0);

/**
 * Once the page has started (its first reads answered or failed): what waits for idle time may run (lib/when-idle.ts),
 * and the service worker (offline use) is set up, its code loaded only then. Installing it, and loading the overlays
 * nobody has opened yet, competed with a slow phone's start for the CPU.
 */
const started = () => {
  markPageStarted();
  void import('@/lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
};

if (hydratingFor) {
  // The first reads start at once, their answers held until the hydrated page is the person's own: the first pass
  // must draw the page as the build did, still waiting for them.
  let showAnswers = () => {};
  const ownPage = new Promise<void>((resolve) => {
    showAnswers = resolve;
  });
  afterThisTask(() => {
    void prefetchRoutes(path, ownPage).then(started, started);
    void Promise.allSettled([i18nReady, preloadRoutes(path)]).then(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App hydratingFor={hydratingFor} onOwnPage={showAnswers} />
          </StrictMode>,
        );
      }),
    );
  });
} else {
  // The first render waits for the page's code and its text, so it draws the whole page at once (over the
  // prerendered one) instead of an empty frame first. As a transition it is rendered in short slices, so a slow
  // phone stays responsive to taps on the prerendered page meanwhile.
  afterThisTask(() => {
    const reads = prefetchRoutes(path);
    void reads.then(started, started);
    const firstReads = Promise.race([
      reads,
      new Promise((resolve) => {
        setTimeout(resolve, FIRST_READS_WAIT_MS);
      }),
    ]);
    void Promise.allSettled([i18nReady, preloadRoutes(path), firstReads]).then(() =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      ),
    );
  });
}
