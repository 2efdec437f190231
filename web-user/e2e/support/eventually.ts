/**
 * The browser tests' one wait: reads until `ok` accepts the value, or fails naming `what` with the last value read.
 * (The backend's tests share `eventually` in libs/testing, which this project's tsconfig cannot reach.)
 */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  { timeoutMs = 30_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${shown(value)}`);
    await new Promise((wait) => setTimeout(wait, intervalMs));
  }
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
