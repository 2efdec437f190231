import { Component as ReactComponent, useMemo, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SiteLayout } from '@/components/layouts/site-layout';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useTellPagesHydrated } from '@/lib/prerender-audience';
import type { Prefetch } from '@/lib/query-client';
import { RouteHandlesContext, type RouteHandle } from '@/lib/route-handles';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

type Module = { Component: ComponentType; prefetch?: Prefetch };

/** The home page paints without the query cache (its live sections bring it, see features/home). */
const withoutQuery = (loader: () => Promise<Module>) => async () => (await loader()).Component;

/**
 * Each page is wrapped in the query cache, which loads with the first page that reads the API. A page (not the
 * signed-in area's layout around pages) carries the offline notice of how old its answers are.
 */
const withQuery = (loader: () => Promise<Module>, offlineNotice: boolean) => async () => {
  const [{ Component }, { QueryProvider }] = await Promise.all([loader(), import('@/lib/query-client')]);
  return function WithQuery() {
    return (
      <QueryProvider offlineNotice={offlineNotice}>
        <Component />
      </QueryProvider>
    );
  };
};

/**
 * Route-level code splitting: a route's page and handle, the page's code loading on its first visit. main.tsx
 * preloads the first page's (`preloadRoutes`) so the first render draws it at once. Navigations are transitions
 * (BrowserRouter's default), so the previous page stays up while the next one loads.
 */
const lazyRoute = (handle: Omit<RouteHandle, 'preload'>, loader: () => Promise<ComponentType>) => {
  const { Component, preload } = preloadableLazy(loader);
  return { element: <Component />, handle: { ...handle, preload } satisfies RouteHandle };
};

/**
 * A page's first reads from the API (its module's `prefetch`, if it has one), in the app's cache; their answers kept
 * out of it until `heldUntil` settles when given.
 */
const prefetchOf = (loader: () => Promise<Module>) => async (heldUntil?: Promise<unknown>) => {
  const [{ prefetch }, { prefetchIntoAppCache }] = await Promise.all([loader(), import('@/lib/query-client')]);
  if (prefetch) await prefetchIntoAppCache(prefetch, heldUntil);
};

/** A page that reads the API: its code wrapped in the query cache, its first reads startable with it. */
const queryRoute = (
  handle: Omit<RouteHandle, 'preload' | 'prefetch'>,
  loader: () => Promise<Module>,
  { layout = false } = {},
) => lazyRoute({ ...handle, prefetch: prefetchOf(loader) }, withQuery(loader, !layout));

const page = (path: string, title: string, loader: () => Promise<Module>, role?: RouteHandle['role']) => ({
  path,
  ...queryRoute({ title, role }, loader),
});

const appLayout = () => import('./routes/app/layout');
const dashboard = () => import('./routes/app/dashboard');

const strip = (path: string) => path.replace(/^\/app\//, '');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            index: true,
            ...lazyRoute(
              { title: 'routes:home' },
              withoutQuery(() => import('./routes/home')),
            ),
          },
          page(paths.recipientStory, 'routes:recipientStory', () => import('./routes/recipient-story')),
          page(paths.chart, 'routes:chart', () => import('./routes/chart')),
          page(paths.hospitals, 'routes:hospitals', () => import('./routes/hospitals')),
          page(paths.needs, 'routes:needs', () => import('./routes/needs')),
          page('/needs/:slug', 'routes:stateNeeds', () => import('./routes/state-needs')),
          page(paths.about, 'routes:about', () => import('./routes/about')),
          page(paths.faqs, 'routes:faqs', () => import('./routes/faqs')),
          page(paths.articles, 'routes:articles', () => import('./routes/articles')),
          page('/articles/:id', 'routes:article', () => import('./routes/article')),
          page(paths.donationProcess, 'routes:donationProcess', () => import('./routes/donation-process')),
          page(paths.termsOfUse, 'routes:termsOfUse', () => import('./routes/terms-of-use')),
          page(paths.privacyPolicy, 'routes:privacyPolicy', () => import('./routes/privacy-policy')),
          page(paths.partner, 'routes:partner', () => import('./routes/partner')),
          page(paths.donate, 'routes:donate', () => import('./routes/donate')),
          page(paths.donateForm, 'routes:donate', () => import('./routes/donate-form')),
          page(paths.advocacy, 'routes:advocacy', () => import('./routes/advocacy')),
          page('*', 'routes:notFound', () => import('./routes/not-found')),
        ],
      },
      page(paths.donateComplete, 'routes:donationReceived', () => import('./routes/donate-complete')),
      page(paths.advocacyForm, 'routes:advocacyApplication', () => import('./routes/advocacy-form')),
      page(paths.login, 'routes:login', () => import('./routes/login')),
      page(paths.signup, 'routes:signup', () => import('./routes/signup')),
      page(paths.welcome, 'routes:welcome', () => import('./routes/welcome')),
      page(paths.verifyEmail, 'routes:verifyEmail', () => import('./routes/verify-email')),
      page(paths.forgotPassword, 'routes:forgotPassword', () => import('./routes/forgot-password')),
      page(paths.passwordReset, 'routes:passwordReset', () => import('./routes/password-reset')),
      page(paths.redirect, 'routes:redirect', () => import('./routes/redirect')),
      page(paths.hospital.setPassword, 'routes:hospitalSetPassword', () => import('./routes/hospital/set-password')),
      page(paths.hospital.login, 'routes:hospitalLogin', () => import('./routes/hospital/login')),
      page(paths.hospital.root, 'routes:hospitalHome', () => import('./routes/hospital/home')),
      page(paths.hospital.newAppeal, 'routes:hospitalNewAppeal', () => import('./routes/hospital/new-appeal')),
      page(paths.hospital.appeal(':id'), 'routes:hospitalAppeal', () => import('./routes/hospital/appeal')),
      page(paths.hospital.appeals, 'routes:hospitalAppeals', () => import('./routes/hospital/appeals')),
      {
        path: paths.app.root,
        ...queryRoute({}, appLayout, { layout: true }),
        children: [
          { index: true, ...queryRoute({ title: 'routes:dashboard' }, dashboard) },
          page('dashboard', 'routes:dashboard', dashboard),
          page(strip(paths.app.findDonor), 'routes:findDonor', () => import('./routes/app/find-donor'), 'recipient'),
          page(
            strip(paths.app.findDonorComplete),
            'routes:requestSubmitted',
            () => import('./routes/app/find-donor-complete'),
            'recipient',
          ),
          page(
            strip(paths.app.yourRequests),
            'routes:yourRequests',
            () => import('./routes/app/your-requests'),
            'recipient',
          ),
          page(strip(paths.app.requests), 'routes:requests', () => import('./routes/app/requests'), 'donor'),
          page('appeals/:id', 'routes:appeal', () => import('./routes/app/appeal'), 'donor'),
          page(strip(paths.app.history), 'routes:history', () => import('./routes/app/history'), 'donor'),
          page(strip(paths.app.reminders), 'routes:reminders', () => import('./routes/app/reminders'), 'donor'),
          page(
            strip(paths.app.achievements),
            'routes:achievements',
            () => import('./routes/app/achievements'),
            'donor',
          ),
          page(strip(paths.app.profile), 'routes:profile', () => import('./routes/app/profile')),
          page(strip(paths.app.feedback), 'routes:feedback', () => import('./routes/app/feedback')),
          page('feedback/:requestId', 'routes:giveFeedback', () => import('./routes/app/give-feedback')),
          page(
            strip(paths.app.shareTestimonial),
            'routes:shareTestimonial',
            () => import('./routes/app/share-testimonial'),
          ),
          page(strip(paths.app.report), 'routes:report', () => import('./routes/app/report')),
          page(strip(paths.app.notifications), 'routes:notifications', () => import('./routes/app/notifications')),
          page(strip(paths.app.chart), 'routes:chart', () => import('./routes/chart')),
          page(strip(paths.app.hospitals), 'routes:hospitals', () => import('./routes/hospitals')),
          page(strip(paths.app.about), 'routes:about', () => import('./routes/about')),
          page(strip(paths.app.partner), 'routes:partner', () => import('./routes/partner')),
          page(strip(paths.app.articles), 'routes:articles', () => import('./routes/articles')),
          page('articles/:id', 'routes:article', () => import('./routes/article')),
          page(strip(paths.app.termsOfUse), 'routes:termsOfUse', () => import('./routes/terms-of-use')),
          page(strip(paths.app.faqs), 'routes:faqs', () => import('./routes/faqs')),
          page(strip(paths.app.donate), 'routes:donate', () => import('./routes/donate')),
          page(strip(paths.app.donateForm), 'routes:donate', () => import('./routes/donate-form')),
          page(strip(paths.app.advocacy), 'routes:advocacy', () => import('./routes/advocacy')),
          // Unknown /app paths show the same screen as the /app index.
          page('*', 'routes:dashboard', dashboard),
        ],
      },
    ],
  },
];

let lastMatch: { pathname: string; handles: (RouteHandle | undefined)[] } | undefined;

/**
 * The handles of the routes matching `pathname`. The app's start asks twice for the same path (its code, its first
 * reads): matching ranks the whole route table, a few tens of milliseconds of a slow phone's start, so once is kept.
 */
const handlesAt = (pathname: string) => {
  if (lastMatch?.pathname !== pathname)
    lastMatch = {
      pathname,
      handles: (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle as RouteHandle | undefined),
    };
  return lastMatch.handles;
};

/** Loads the code of every route matching `pathname`, so the first render draws the page without waiting. */
export const preloadRoutes = (pathname: string) =>
  Promise.all(handlesAt(pathname).map((handle) => handle?.preload?.()));

/**
 * Starts the first reads of the pages at `pathname`; resolves once they are answered (or failed). With `heldUntil`,
 * the answers reach the pages only once it has settled.
 */
export const prefetchRoutes = (pathname: string, heldUntil?: Promise<unknown>) =>
  Promise.all(handlesAt(pathname).map((handle) => handle?.prefetch?.(heldUntil)));

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/**
 * A route that failed to load (a chunk that could not be fetched, data that did not come in time) or to render shows
 * RouteError until the next page, or until "Try again" draws it again with the failed reads asked for afresh.
 */
export class RouteErrorBoundary extends ReactComponent<BoundaryProps, { failedAt: string | null }> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.pathname };
    return state.failedAt !== null && state.failedAt !== props.pathname ? { failedAt: null } : null;
  }

  retry = async () => {
    const { forgetFailedReads } = await import('@/lib/query-client');
    forgetFailedReads();
    this.setState({ failedAt: null });
  };

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteError onRetry={() => void this.retry()} />;
  }
}

/** The app's pages for the current location, with the matched routes' handles for the layouts above them. */
export function AppRoutes() {
  useTellPagesHydrated();
  const location = useLocation();
  const handles = useMemo(
    () =>
      (matchRoutes(routes, location.pathname) ?? []).map(({ route: matched }) => (matched.handle ?? {}) as RouteHandle),
    [location.pathname],
  );
  const element = useRoutes(routes, location);
  return (
    <RouteHandlesContext value={handles}>
      <RouteErrorBoundary pathname={location.pathname}>{element}</RouteErrorBoundary>
    </RouteHandlesContext>
  );
}
