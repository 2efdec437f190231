import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SiteLayout } from '@/components/layouts/site-layout';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

export interface RouteHandle {
  /** The catalogue key (`routes:<page>`) of the page title shown by the narrow top bar and the document title. */
  title?: string;
  /** The role a signed-in route belongs to; the other role sees the /app index instead. */
  role?: 'donor' | 'recipient';
}

type Module = { Component: React.ComponentType };

/** The home page paints without the query cache (its live sections bring it, see features/home). */
const loadWithoutQuery = (loader: () => Promise<Module>) => async () => ({ Component: (await loader()).Component });

/** Route-level code splitting: each screen is its own chunk, loaded on first visit with the query cache around it. */
const load = (loader: () => Promise<Module>) => async () => {
  const [{ Component }, { QueryProvider }] = await Promise.all([loader(), import('@/lib/query-client')]);
  const WithQuery = () => (
    <QueryProvider>
      <Component />
    </QueryProvider>
  );
  return { Component: WithQuery };
};

const page = (path: string, title: string, loader: () => Promise<Module>): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: load(loader),
});

const appPage = (
  path: string,
  title: string,
  loader: () => Promise<Module>,
  role?: RouteHandle['role'],
): RouteObject => ({
  path,
  handle: { title, role } satisfies RouteHandle,
  lazy: load(loader),
});

const dashboard = () => import('./routes/app/dashboard');

const strip = (path: string) => path.replace(/^\/app\//, '');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            index: true,
            handle: { title: 'routes:home' } satisfies RouteHandle,
            lazy: loadWithoutQuery(() => import('./routes/home')),
          },
          page(paths.recipientStory, 'routes:recipientStory', () => import('./routes/recipient-story')),
          page(paths.chart, 'routes:chart', () => import('./routes/chart')),
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
      {
        path: paths.app.root,
        lazy: load(() => import('./routes/app/layout')),
        children: [
          { index: true, handle: { title: 'routes:dashboard' } satisfies RouteHandle, lazy: load(dashboard) },
          appPage('dashboard', 'routes:dashboard', dashboard),
          appPage(strip(paths.app.findDonor), 'routes:findDonor', () => import('./routes/app/find-donor'), 'recipient'),
          appPage(
            strip(paths.app.findDonorComplete),
            'routes:requestSubmitted',
            () => import('./routes/app/find-donor-complete'),
            'recipient',
          ),
          appPage(
            strip(paths.app.yourRequests),
            'routes:yourRequests',
            () => import('./routes/app/your-requests'),
            'recipient',
          ),
          appPage(strip(paths.app.requests), 'routes:requests', () => import('./routes/app/requests'), 'donor'),
          appPage(strip(paths.app.history), 'routes:history', () => import('./routes/app/history'), 'donor'),
          appPage(strip(paths.app.reminders), 'routes:reminders', () => import('./routes/app/reminders'), 'donor'),
          appPage(
            strip(paths.app.achievements),
            'routes:achievements',
            () => import('./routes/app/achievements'),
            'donor',
          ),
          appPage(strip(paths.app.profile), 'routes:profile', () => import('./routes/app/profile')),
          appPage(strip(paths.app.feedback), 'routes:feedback', () => import('./routes/app/feedback')),
          appPage('feedback/:requestId', 'routes:giveFeedback', () => import('./routes/app/give-feedback')),
          appPage(
            strip(paths.app.shareTestimonial),
            'routes:shareTestimonial',
            () => import('./routes/app/share-testimonial'),
          ),
          appPage(strip(paths.app.report), 'routes:report', () => import('./routes/app/report')),
          appPage(strip(paths.app.notifications), 'routes:notifications', () => import('./routes/app/notifications')),
          appPage(strip(paths.app.chart), 'routes:chart', () => import('./routes/chart')),
          appPage(strip(paths.app.about), 'routes:about', () => import('./routes/about')),
          appPage(strip(paths.app.partner), 'routes:partner', () => import('./routes/partner')),
          appPage(strip(paths.app.articles), 'routes:articles', () => import('./routes/articles')),
          appPage('articles/:id', 'routes:article', () => import('./routes/article')),
          appPage(strip(paths.app.termsOfUse), 'routes:termsOfUse', () => import('./routes/terms-of-use')),
          appPage(strip(paths.app.faqs), 'routes:faqs', () => import('./routes/faqs')),
          appPage(strip(paths.app.donate), 'routes:donate', () => import('./routes/donate')),
          appPage(strip(paths.app.donateForm), 'routes:donate', () => import('./routes/donate-form')),
          appPage(strip(paths.app.advocacy), 'routes:advocacy', () => import('./routes/advocacy')),
          // Unknown /app paths show the same screen as the /app index.
          { path: '*', handle: { title: 'routes:dashboard' } satisfies RouteHandle, lazy: load(dashboard) },
        ],
      },
    ],
  },
];

/** Made by main.tsx (a browser router needs a document; the build's prerender uses `routes` on its own). */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
