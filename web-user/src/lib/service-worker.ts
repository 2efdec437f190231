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
  // After the page's own loads, so the worker's downloads do not compete with them. A prerendered page loads the app
  // only after its first paint (vite.config.ts), by which time its load event may have passed.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
