export type StaffRole = 'admin' | 'moderator';

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffSession {
  token: string;
  expiresAt: string;
  staff: Staff;
}

// A key of its own: a staff token must never be mistaken for the user app's token on the same origin.
const KEY = 'staff_session';

export const staffSession = {
  read(now = new Date()): StaffSession | null {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    try {
      const session = JSON.parse(raw) as StaffSession;
      if (!session.token || !(new Date(session.expiresAt) > now)) {
        window.localStorage.removeItem(KEY);
        return null;
      }
      return session;
    } catch {
      window.localStorage.removeItem(KEY);
      return null;
    }
  },
  write(session: StaffSession): void {
    window.localStorage.setItem(KEY, JSON.stringify(session));
  },
  clear(): void {
    window.localStorage.removeItem(KEY);
  },
};
