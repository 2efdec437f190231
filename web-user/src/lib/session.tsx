import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { User } from './api-types';
import { applyAccountLanguage } from './i18n';
import { usePrerenderedForRole } from './prerender-audience';
import { storage, type Role } from './storage';

interface Session {
  user: User | null;
  role: Role;
  token: string | null;
  isSignedIn: boolean;
  /**
   * Login of an active, onboarded user: token, user and the account type they used last (kept by the API, so it
   * follows them to a new device) are saved; the account's language applies.
   */
  signIn: (token: string | null, user: User) => void;
  /** A newer copy of the user from the API. */
  setUser: (user: User) => void;
  setToken: (token: string | null) => void;
  switchRole: () => Role;
  /** Takes the account type the API holds, before onboarding (which onboarding to show). */
  setRole: (role: Role) => void;
  signOut: () => void;
}

/** The account type an API user holds; an older reply without one is a donor (spec section 4's default). */
export const roleOf = (user: Pick<User, 'role'>): Role => (user.role === 'recipient' ? 'recipient' : 'donor');

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // The build's pages for every donor or every recipient: signed in with that role, without anyone's user or token.
  const forAnyone = usePrerenderedForRole();
  const [user, setUserState] = useState<User | null>(() => storage.getUser());
  const [role, setRoleState] = useState<Role>(() => storage.getRole());
  const [token, setTokenState] = useState<string | null>(() => storage.getToken());

  const setToken = useCallback((next: string | null) => {
    storage.setToken(next);
    setTokenState(next);
  }, []);

  const setUser = useCallback((next: User) => {
    storage.setUser(next);
    // The API's fresh copy of an unchanged account (/app asks for it on every start) would otherwise draw every
    // screen again, on a slow phone while the page is still settling.
    setUserState((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, []);

  const setRole = useCallback((next: Role) => {
    storage.setRole(next);
    setRoleState(next);
  }, []);

  const signIn = useCallback(
    (nextToken: string | null, nextUser: User) => {
      if (nextToken) setToken(nextToken);
      setRole(roleOf(nextUser));
      setUser(nextUser);
      applyAccountLanguage(nextUser.language);
    },
    [setToken, setUser, setRole],
  );

  const switchRole = useCallback(() => {
    const next: Role = storage.getRole() === 'donor' ? 'recipient' : 'donor';
    setRole(next);
    return next;
  }, [setRole]);

  const signOut = useCallback(() => {
    storage.clearSession();
    setTokenState(null);
    setUserState(null);
  }, []);

  const value = useMemo<Session>(
    () => ({
      // No one's user or token in a page for everyone (as the build has none), so the app's hydrating pass draws the
      // prerendered page exactly.
      user: forAnyone ? null : user,
      role: forAnyone ?? role,
      token: forAnyone ? null : token,
      isSignedIn: forAnyone !== null || Boolean(user?.id),
      signIn,
      setUser,
      setToken,
      switchRole,
      setRole,
      signOut,
    }),
    [user, role, token, forAnyone, signIn, setUser, setToken, switchRole, setRole, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
