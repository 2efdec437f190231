import { whenIdle } from './when-idle';

/**
 * Registers the service worker in production builds, so a returning user's app opens with no connection (see
 * service-worker/sw.js), and hands it the assets this visit loaded before the worker took control of the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
          .map((url) => url.pathname);
        registration.active?.postMessage({ type: 'cache-assets', urls });
      })
      .catch(() => undefined);
  };
  // Once the page has loaded and the browser is idle: installing the worker downloads and stores the app's files,
  // which competed with a slow phone's start for its CPU (main.tsx calls this once the page has started).
  if (document.readyState === 'complete') whenIdle(register);
  else window.addEventListener('load', () => whenIdle(register), { once: true });
}
