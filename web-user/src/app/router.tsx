import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SiteLayout } from '@/components/layouts/site-layout';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

export interface RouteHandle {
  /** The page title shown by the narrow top bar (and the document title). */
  title?: string;
  /** The role a signed-in route belongs to; the other role sees the /app index instead. */
  role?: 'donor' | 'recipient';
}

type Module = { Component: React.ComponentType };
/** Route-level code splitting: each screen is its own chunk, loaded on first visit. */
const load = (loader: () => Promise<Module>) => async () => ({ Component: (await loader()).Component });

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
          { index: true, handle: { title: 'Home' } satisfies RouteHandle, lazy: load(() => import('./routes/home')) },
          page(paths.recipientStory, 'Recipient Story', () => import('./routes/recipient-story')),
          page(paths.chart, 'Blood Match Chart', () => import('./routes/chart')),
          page(paths.about, 'About Us', () => import('./routes/about')),
          page(paths.faqs, 'FAQs', () => import('./routes/faqs')),
          page(paths.articles, 'Articles', () => import('./routes/articles')),
          page('/articles/:id', 'Article', () => import('./routes/article')),
          page(paths.donationProcess, 'Donation Process', () => import('./routes/donation-process')),
          page(paths.termsOfUse, 'Terms of Use', () => import('./routes/terms-of-use')),
          page(paths.privacyPolicy, 'Privacy Policy', () => import('./routes/privacy-policy')),
          page(paths.partner, 'Partner With Us', () => import('./routes/partner')),
          page(paths.donate, 'Donate', () => import('./routes/donate')),
          page(paths.donateForm, 'Donate', () => import('./routes/donate-form')),
          page(paths.advocacy, 'Advocacy Programme', () => import('./routes/advocacy')),
          page('*', 'Page not found', () => import('./routes/not-found')),
        ],
      },
      page(paths.donateComplete, 'Donation Received', () => import('./routes/donate-complete')),
      page(paths.advocacyForm, 'Advocacy Application', () => import('./routes/advocacy-form')),
      page(paths.login, 'Log in', () => import('./routes/login')),
      page(paths.signup, 'Become a Blood Donor', () => import('./routes/signup')),
      page(paths.welcome, 'Before you donate', () => import('./routes/welcome')),
      page(paths.verifyEmail, 'Verify email', () => import('./routes/verify-email')),
      page(paths.forgotPassword, 'Forgot Password', () => import('./routes/forgot-password')),
      page(paths.passwordReset, 'Reset Password', () => import('./routes/password-reset')),
      page(paths.redirect, 'Redirecting', () => import('./routes/redirect')),
      {
        path: paths.app.root,
        lazy: load(() => import('./routes/app/layout')),
        children: [
          { index: true, handle: { title: 'Dashboard' } satisfies RouteHandle, lazy: load(dashboard) },
          appPage('dashboard', 'Dashboard', dashboard),
          appPage(strip(paths.app.findDonor), 'Find A Donor', () => import('./routes/app/find-donor'), 'recipient'),
          appPage(
            strip(paths.app.findDonorComplete),
            'Request Submitted',
            () => import('./routes/app/find-donor-complete'),
            'recipient',
          ),
          appPage(
            strip(paths.app.yourRequests),
            'Your Requests',
            () => import('./routes/app/your-requests'),
            'recipient',
          ),
          appPage(strip(paths.app.requests), 'Donation Requests', () => import('./routes/app/requests'), 'donor'),
          appPage(strip(paths.app.history), 'Donation History', () => import('./routes/app/history'), 'donor'),
          appPage(strip(paths.app.reminders), 'Reminders', () => import('./routes/app/reminders'), 'donor'),
          appPage(strip(paths.app.achievements), 'Achievements', () => import('./routes/app/achievements'), 'donor'),
          appPage(strip(paths.app.profile), 'Edit Profile', () => import('./routes/app/profile')),
          appPage(strip(paths.app.feedback), 'Feedback', () => import('./routes/app/feedback')),
          appPage('feedback/:requestId', 'Give Feedback', () => import('./routes/app/give-feedback')),
          appPage(
            strip(paths.app.shareTestimonial),
            'Share Testimonial',
            () => import('./routes/app/share-testimonial'),
          ),
          appPage(strip(paths.app.report), 'Report Abuse', () => import('./routes/app/report')),
          appPage(strip(paths.app.notifications), 'Notifications', () => import('./routes/app/notifications')),
          appPage(strip(paths.app.chart), 'Blood Match Chart', () => import('./routes/chart')),
          appPage(strip(paths.app.about), 'About Us', () => import('./routes/about')),
          appPage(strip(paths.app.partner), 'Partner With Us', () => import('./routes/partner')),
          appPage(strip(paths.app.articles), 'Articles', () => import('./routes/articles')),
          appPage('articles/:id', 'Article', () => import('./routes/article')),
          appPage(strip(paths.app.termsOfUse), 'Terms of Use', () => import('./routes/terms-of-use')),
          appPage(strip(paths.app.faqs), 'FAQs', () => import('./routes/faqs')),
          appPage(strip(paths.app.donate), 'Donate', () => import('./routes/donate')),
          appPage(strip(paths.app.donateForm), 'Donate', () => import('./routes/donate-form')),
          appPage(strip(paths.app.advocacy), 'Advocacy Programme', () => import('./routes/advocacy')),
          // Unknown /app paths show the same screen as the /app index.
          { path: '*', handle: { title: 'Dashboard' } satisfies RouteHandle, lazy: load(dashboard) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
