import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from './storage';

/**
 * The API's last answers kept on the device, so a page opened without a connection shows what it showed last time
 * (with when that was) instead of nothing. One copy, marked with whose answers they are (a signed-in user's id, or
 * the visitor's public pages): another person's are never shown, and signing out removes them (storage.clearSession).
 */

/** Answers older than this are not worth showing as "last known". */
export const PERSISTED_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** localStorage holds about 5 MB per site; a cache beyond this is not saved rather than crowding out the session. */
const MAX_SAVED_CHARS = 1_500_000;

/** Saving serialises the whole cache: once per burst of answers, not per answer. */
const SAVE_DELAY_MS = 500;

interface SavedQueries {
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

const storageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The saved answers of `owner` no older than the maximum age, or nothing. */
export function readPersistedQueries(owner: string, now = Date.now()): DehydratedState | null {
  try {
    const raw = storageOrNull()?.getItem(STORAGE_KEYS.savedAnswers);
    if (!raw) return null;
    const saved = JSON.parse(raw) as SavedQueries;
    if (saved?.owner !== owner || !saved.state || !Array.isArray(saved.state.queries)) return null;
    const queries = saved.state.queries.filter((query) => now - query.state.dataUpdatedAt <= PERSISTED_MAX_AGE_MS);
    return { mutations: [], queries };
  } catch {
    return null;
  }
}

/** Only answers: a failed or unanswered read has nothing worth keeping. */
const dehydrateAnswers = (client: QueryClient): DehydratedState =>
  dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.state.data !== undefined,
  });

export function savePersistedQueries(owner: string, client: QueryClient, now = Date.now()): void {
  const store = storageOrNull();
  if (!store) return;
  try {
    const text = JSON.stringify({ owner, savedAt: now, state: dehydrateAnswers(client) } satisfies SavedQueries);
    if (text.length > MAX_SAVED_CHARS) return;
    store.setItem(STORAGE_KEYS.savedAnswers, text);
  } catch {
    // Quota or private mode: the app works as before, only without the saved copy.
  }
}

/**
 * Puts `owner`'s saved answers into the cache where the cache has nothing newer (hydrate keeps the newer of the
 * two), so they show while the connection is gone.
 */
export function restorePersistedQueries(owner: string, client: QueryClient, now = Date.now()): void {
  const state = readPersistedQueries(owner, now);
  if (state) hydrate(client, state);
}

/** Saves the cache shortly after each change of answers; returns the unsubscribe. */
export function keepQueriesPersisted(client: QueryClient, ownerOf: () => string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    clearTimeout(timer);
    timer = setTimeout(() => savePersistedQueries(ownerOf(), client), SAVE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
