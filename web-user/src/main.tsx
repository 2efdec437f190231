import '@/lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';
import { App } from './app/app';
import { preloadRoutes } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A prerendered page (the home page, /login, the donors' dashboard, in English) came with the HTML; its first script
// hid it from anyone it is not for (another page, language or session), and then it goes before the app draws.
// Otherwise the app's first render replaces it with the same page.
if (document.documentElement.hasAttribute('data-hide-prerendered')) {
  root.replaceChildren();
  document.documentElement.removeAttribute('data-hide-prerendered');
}

// The first render waits for the page's code and its text, so it draws the whole page at once (over the
// prerendered one) instead of an empty frame first. As a transition it is rendered in short slices, so a slow
// phone stays responsive to taps on the prerendered page meanwhile.
void Promise.allSettled([i18nReady, preloadRoutes(window.location.pathname)]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

registerServiceWorker();
