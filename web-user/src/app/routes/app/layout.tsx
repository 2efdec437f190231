import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { AppShell } from '@/components/layouts/app-shell';
import { NOTIFICATION_PANEL_SIZE } from '@/config/app';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { currentUserQueryOptions, useCurrentUser } from '@/features/account/api/get-current-user';
import { updateLanguage } from '@/features/account/api/update-language';
import { useSwitchRole } from '@/features/account/hooks/use-switch-role';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useSession } from '@/lib/session';
import { hasStoredSession } from '@/lib/storage';
import { useDeepestHandle } from '@/lib/route-handles';
import { usePageTitle } from '@/lib/use-page-title';
import { preloadableLazy } from '@/lib/preloadable-lazy';

/**
 * The /app index drawn for a page of the other role. Rarely needed, so its code (and all the dashboard uses) is not
 * part of every signed-in page's first load: a recipient's pages loaded it with theirs.
 */
const { Component: Dashboard } = preloadableLazy(
  async () => (await import('@/features/dashboard/components/dashboard')).Dashboard,
);

/** /app: the signed-in shell; without a stored user with an id it goes to /login. */
export function Component() {
  const { t } = useTranslation('routes');
  const session = useSession();
  const navigate = useNavigate();
  const title = usePageTitle('routes:dashboard');
  const routeRole = useDeepestHandle('role');
  const signedIn = session.isSignedIn;
  const { setUser } = session;
  const switchRole = useSwitchRole();

  useEffect(() => {
    // Loaded after the page: a subscription to renew is nothing the first paint waits for.
    if (signedIn && session.role === 'donor')
      void import('@/features/push/hooks/register-push').then(({ refreshPushIfDue }) => refreshPushIfDue());
  }, [signedIn, session.role]);

  if (!signedIn) return <Navigate to={paths.login} replace />;

  const wrongRole = routeRole !== undefined && routeRole !== session.role;

  return (
    <>
      <KeepUserFresh enabled={Boolean(session.token)} />
      <AppShell
        user={session.user}
        role={session.role}
        title={wrongRole ? t('routes:dashboard') : title}
        renderNotifications={(variant) => <NotificationBell asLink={variant === 'link'} />}
        onLanguageChange={(language) => {
          void updateLanguage(language)
            .then(setUser)
            .catch(() => undefined);
        }}
        onSwitchRole={switchRole}
        onLogout={() => {
          void logout();
          session.signOut();
          navigate(paths.login, { replace: true });
        }}
      >
        {/* A page of the other role is not a route of this one: it shows the /app index. */}
        {wrongRole ? (
          <Suspense fallback={null}>
            <Dashboard user={session.user} role={session.role} onSwitchRole={switchRole} />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </AppShell>
    </>
  );
}

/**
 * Asks the API for the signed-in user on every start and keeps the answer when it differs from the stored one. On its
 * own, so the answer re-renders this component only (the session re-renders the page when the user did change): as
 * part of the layout it drew the whole page again, a long task on a slow phone just after the page had settled.
 */
function KeepUserFresh({ enabled }: { enabled: boolean }) {
  const { setUser } = useSession();
  const fresh = useCurrentUser(enabled);
  useEffect(() => {
    if (fresh.data?.id) setUser(fresh.data);
  }, [fresh.data, setUser]);
  return null;
}

/** The signed-in area's own reads (the user, the bell's notifications), started with its code (router.tsx). */
export const prefetch = async (client: QueryClient) => {
  if (!hasStoredSession()) return;
  await Promise.all([
    client.prefetchQuery(currentUserQueryOptions()),
    client.prefetchQuery(notificationsQueryOptions(1, NOTIFICATION_PANEL_SIZE)),
  ]);
};
