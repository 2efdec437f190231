import { useEffect, useState } from 'react';

export type PublicData<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed' };

/**
 * Public reference data of the user API (`/v1/util/...`, answered in its `{ data }` envelope), read once per mount.
 * A failed request is a state of its own, so the page can carry on without it.
 */
export function usePublicData<T>(path: string): PublicData<T> {
  const [result, setResult] = useState<PublicData<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(path)
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: T }>) : null))
      .then((body) => {
        if (live) setResult(body?.data ? { state: 'ready', data: body.data } : { state: 'failed' });
      })
      .catch(() => {
        if (live) setResult({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [path]);
  return result;
}
