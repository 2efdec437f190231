let started = false;
const waiting: (() => void)[] = [];

/**
 * Called once the page has started (main.tsx: its code run, its first reads answered or failed). Work that waits for
 * idle time is held until then: on a slow phone the gaps while the page waits for its answers are not free, the
 * page's own start still needs the CPU and the connection.
 */
export const markPageStarted = (): void => {
  if (started) return;
  started = true;
  for (const run of waiting.splice(0)) run();
};

const onIdle = (run: () => void, timeoutMs: number): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, Math.min(timeoutMs, 2000));
  return () => window.clearTimeout(timer);
};

/**
 * Runs `run` once the page has started and the browser is idle (at the latest `timeoutMs` after the start), for work
 * nobody is waiting for: loading what may be opened later, setting up offline use. Returns a function that cancels it.
 */
export const whenIdle = (run: () => void, timeoutMs = 5000): (() => void) => {
  let cancel = () => {};
  let cancelled = false;
  const schedule = () => {
    if (!cancelled) cancel = onIdle(run, timeoutMs);
  };
  if (started) schedule();
  else waiting.push(schedule);
  return () => {
    cancelled = true;
    cancel();
  };
};
