import { read, STORAGE_KEYS, write } from './storage';

/*
 * Apart from lib/storage.ts so that only the API client and the hospital area load it, not every page's first
 * script.
 */

/** The signed-in hospital officer, as GET /v1/hospital/auth/me describes them. */
export interface StoredOfficer {
  id: string;
  name: string;
  email: string;
  /** `state` is missing from an officer stored before it was sent; the API's answer brings it. */
  hospital: { id: string; name: string; state?: string };
}

export const officerStorage = {
  getToken: () => read(STORAGE_KEYS.officerToken),
  getOfficer: (): StoredOfficer | null => {
    const raw = read(STORAGE_KEYS.officer);
    if (!raw) return null;
    try {
      const officer = JSON.parse(raw) as StoredOfficer;
      return officer && typeof officer === 'object' && officer.hospital ? officer : null;
    } catch {
      return null;
    }
  },
  signIn: (token: string, officer: StoredOfficer) => {
    write(STORAGE_KEYS.officerToken, token);
    write(STORAGE_KEYS.officer, JSON.stringify(officer));
  },
  setOfficer: (officer: StoredOfficer) => write(STORAGE_KEYS.officer, JSON.stringify(officer)),
  isSignedIn: () => Boolean(officerStorage.getToken() && officerStorage.getOfficer()),
  /** The officer's sign-out leaves a donor's session on the same phone as it was. */
  clear: () => {
    write(STORAGE_KEYS.officerToken, null);
    write(STORAGE_KEYS.officer, null);
  },
};
