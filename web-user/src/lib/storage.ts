import type { User } from './api-types';

/** The local storage keys of spec section 3, spelled exactly so. */
export const STORAGE_KEYS = {
  token: 'token',
  role: 'role',
  user: 'user',
  userName: 'user_name',
  deviceId: 'device_id',
  /** When the push subscription was last sent to the API (refreshed after 7 days). */
  pushRegisteredAt: 'push_registered_at',
  /** The language chosen (or first detected) on this device; the account keeps it too, once signed in. */
  language: 'language',
  /** The API's last answers, marked with whose they are (lib/query-persistence.ts); removed at sign-out. */
  savedAnswers: 'query-cache',
  /**
   * A hospital officer's session, apart from a donor's: the same phone may hold both, and each token goes only to
   * its own routes (lib/api-client.ts).
   */
  officerToken: 'hospital_token',
  officer: 'hospital_officer',
} as const;

export type Role = 'donor' | 'recipient';

/** Sent on sign-out, so the API answers in memory go too (lib/query-client.tsx). */
export const SIGNED_OUT_EVENT = 'signed-out';

export const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const write = (key: string, value: string | null) => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lives in memory only.
  }
};

export const storage = {
  getToken: () => read(STORAGE_KEYS.token),
  setToken: (token: string | null) => write(STORAGE_KEYS.token, token),

  /** The saved role when it is donor or recipient, otherwise donor. */
  getRole: (): Role => {
    const role = read(STORAGE_KEYS.role);
    return role === 'recipient' || role === 'donor' ? role : 'donor';
  },
  setRole: (role: Role) => write(STORAGE_KEYS.role, role),

  getUser: (): User | null => {
    const raw = read(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      const user = JSON.parse(raw) as User;
      return user && typeof user === 'object' ? user : null;
    } catch {
      return null;
    }
  },
  setUser: (user: User | null) => {
    write(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
    write(STORAGE_KEYS.userName, user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : null);
  },

  getLanguage: () => read(STORAGE_KEYS.language),
  setLanguage: (language: string) => write(STORAGE_KEYS.language, language),

  getDeviceId: () => read(STORAGE_KEYS.deviceId),
  /** The device id is created once and kept across logins. */
  ensureDeviceId: (): string => {
    const existing = read(STORAGE_KEYS.deviceId);
    if (existing) return existing;
    const id =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    write(STORAGE_KEYS.deviceId, id);
    return id;
  },

  getPushRegisteredAt: (): number | null => {
    const value = Number(read(STORAGE_KEYS.pushRegisteredAt));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  setPushRegisteredAt: (at: number | null) => write(STORAGE_KEYS.pushRegisteredAt, at === null ? null : String(at)),

  /** Logout: the token and the user go; role and device id stay. */
  clearSession: () => {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.user, null);
    write(STORAGE_KEYS.userName, null);
    write(STORAGE_KEYS.savedAnswers, null);
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  },
};

/** A user counts as signed in when a stored user with an id exists. */
export const hasStoredUser = (): boolean => Boolean(storage.getUser()?.id);

/** Signed in with a token to call the API with: what a read started before the app draws needs. */
export const hasStoredSession = (): boolean => hasStoredUser() && Boolean(storage.getToken());
