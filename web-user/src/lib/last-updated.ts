import type { Query } from '@tanstack/react-query';

/**
 * When the answers a page shows were fetched: the oldest among the reads the page is using that have an answer
 * (what is shown is no newer than its oldest part), or null when it shows no saved answer.
 */
export function lastUpdatedOf(queries: readonly Pick<Query, 'state' | 'getObserversCount'>[]): number | null {
  let oldest: number | null = null;
  for (const query of queries) {
    if (query.getObserversCount() === 0 || query.state.data === undefined || !query.state.dataUpdatedAt) continue;
    oldest = oldest === null ? query.state.dataUpdatedAt : Math.min(oldest, query.state.dataUpdatedAt);
  }
  return oldest;
}
