import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lastUpdatedOf } from './last-updated';
import {
  PERSISTED_MAX_AGE_MS,
  readPersistedQueries,
  restorePersistedQueries,
  savePersistedQueries,
} from './query-persistence';
import { storage } from './storage';

const DAY = 24 * 60 * 60 * 1000;

const answered = (key: string, data: unknown, at: number) => {
  const client = new QueryClient();
  client.setQueryData([key], data, { updatedAt: at });
  return client;
};

describe('saved API answers', () => {
  it("restores a user's last answers with the time they were fetched", () => {
    const fetchedAt = Date.UTC(2026, 10, 20, 9);
    savePersistedQueries('donor-1', answered('donation-stats', { confirmed: 3 }, fetchedAt), fetchedAt);

    const fresh = new QueryClient();
    restorePersistedQueries('donor-1', fresh, fetchedAt + DAY);

    expect(fresh.getQueryData(['donation-stats'])).toEqual({ confirmed: 3 });
    expect(fresh.getQueryState(['donation-stats'])?.dataUpdatedAt).toBe(fetchedAt);
  });

  it("never gives one user's answers to another", () => {
    savePersistedQueries('donor-1', answered('donation-stats', { confirmed: 3 }, 1000), 1000);
    expect(readPersistedQueries('donor-2', 2000)).toBeNull();
    expect(readPersistedQueries('visitor', 2000)).toBeNull();
  });

  it('keeps only answers, not failed or unanswered reads', () => {
    const client = answered('donation-stats', { confirmed: 3 }, 1000);
    client.getQueryCache().build(client, { queryKey: ['donor-history'] });
    savePersistedQueries('donor-1', client, 1000);
    expect(readPersistedQueries('donor-1', 2000)?.queries.map((query) => query.queryKey)).toEqual([['donation-stats']]);
  });

  it('drops answers older than the maximum age', () => {
    savePersistedQueries('donor-1', answered('donation-stats', { confirmed: 3 }, 1000), 1000);
    expect(readPersistedQueries('donor-1', 1000 + PERSISTED_MAX_AGE_MS + 1)?.queries).toEqual([]);
  });

  it('does not overwrite a newer answer in memory with an older saved one', () => {
    savePersistedQueries('donor-1', answered('donation-stats', { confirmed: 3 }, 1000), 1000);
    const client = answered('donation-stats', { confirmed: 4 }, 5000);
    restorePersistedQueries('donor-1', client, 6000);
    expect(client.getQueryData(['donation-stats'])).toEqual({ confirmed: 4 });
  });

  it('are removed at sign-out', () => {
    savePersistedQueries('donor-1', answered('donation-stats', { confirmed: 3 }, 1000), 1000);
    storage.clearSession();
    expect(readPersistedQueries('donor-1', 2000)).toBeNull();
  });

  it('ignores a damaged saved copy', () => {
    window.localStorage.setItem('query-cache', '{not json');
    expect(readPersistedQueries('donor-1')).toBeNull();
  });
});

describe('when the answers on a page were fetched', () => {
  const query = (dataUpdatedAt: number, observers: number, data: unknown = {}) => ({
    state: { dataUpdatedAt, data } as never,
    getObserversCount: () => observers,
  });

  it('is the oldest answer among the reads the page uses', () => {
    expect(lastUpdatedOf([query(3000, 1), query(2000, 2), query(1000, 0)])).toBe(2000);
  });

  it('is unknown when the page shows no answer', () => {
    expect(lastUpdatedOf([query(1000, 0), query(0, 1, undefined)])).toBeNull();
  });
});
