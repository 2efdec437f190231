/** How long to keep reading, and how often: the defaults suit a read model the projectors write in the background. */
export interface Patience {
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Reads until `done` holds or the time is up, then returns the last value read: for what is written in the
 * background. The caller asserts on the value, so a read that never comes right fails with what was seen.
 */
export const eventually = async <T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 10_000, intervalMs = 100 }: Patience = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};

/** Waits until `check` holds, or fails naming `what`: for a condition with no value worth asserting on. */
export const waitFor = async (
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
  intervalMs = 100,
): Promise<void> => {
  if (!(await eventually(check, (held) => held, { timeoutMs, intervalMs })))
    throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
};
