import { eventually as readUntil } from '../../../libs/testing/src/eventually';

/**
 * The browser tests' one wait: the backend tests' `eventually`, failing naming `what` with the last value read
 * rather than handing that value back (a browser test has no better assertion to make on it).
 */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  { timeoutMs = 30_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const value = await readUntil(read, ok, { timeoutMs, intervalMs });
  if (!ok(value)) throw new Error(`Timed out waiting for ${what}: ${shown(value)}`);
  return value;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
