/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`), for work nobody is waiting for: loading what
 * may be opened later, setting up offline use. Returns a function that cancels it.
 */
export const whenIdle = (run: () => void, timeoutMs = 5000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, Math.min(timeoutMs, 2000));
  return () => window.clearTimeout(timer);
};
