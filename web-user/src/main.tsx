import '@/lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';
import { App } from './app/app';
import { prefetchRoutes, preloadRoutes } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A prerendered page (the home page, /login, the donors' dashboard, a recipient's two pages, in English) came with
// the HTML; its first script hid it from anyone it is not for (another page, language or session), and then it goes
// before the app draws.
// Otherwise the app's first render replaces it with the same page.
if (document.documentElement.hasAttribute('data-hide-prerendered')) {
  root.replaceChildren();
  document.documentElement.removeAttribute('data-hide-prerendered');
}

/**
 * How long the first render waits for the page's first answers from the API. Answers that come before it are drawn
 * in that render; each one that comes after is a render of its own, which holds a slow phone's main thread (the
 * dashboard's blocking time in docs/benchmarks.md). The page itself is on screen meanwhile when it was prerendered.
 */
const FIRST_READS_WAIT_MS = 1500;

// The first render waits for the page's code and its text, so it draws the whole page at once (over the
// prerendered one) instead of an empty frame first. As a transition it is rendered in short slices, so a slow
// phone stays responsive to taps on the prerendered page meanwhile.
const path = window.location.pathname;
const firstReads = Promise.race([
  prefetchRoutes(path),
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

registerServiceWorker();
