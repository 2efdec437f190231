import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { renderWithApp, stubFetch } from '@/test/render';
import { prefetchDonorDashboard } from '../api/prefetch-donor-dashboard';
import { Dashboard } from './dashboard';

const empty = (list: string) => ({ body: { data: { [list]: [], page_info: { total: 0, total_pages: 0 } } } });
const NO_STATS = {
  body: { data: { confirmed_donation: [], attempted_donation: { count: 0 }, badges: [], hero_progress: 0 } },
};
/** A donor with nothing yet: every widget's list empty, no donation. */
const NOTHING_YET = {
  'GET /requests/donor': empty('donations'),
  'GET /requests/donor/history': empty('donations'),
  'GET /reminders': empty('reminders'),
  'GET /requests/stats': NO_STATS,
};
const user = { id: 'u1', first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' };

describe('donor dashboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the spec empty texts in each widget, asks the 5 latest, and says nothing is coming soon', async () => {
    const { calls } = stubFetch(NOTHING_YET);
    renderWithApp(<Dashboard user={user} role="donor" />);
    for (const text of [
      'You do not have any blood donation requests at the moment.',
      'You do not have any blood donation history at the moment.',
      'You do not have any reminders at the moment.',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('0 badges earned')).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    for (const path of ['/v1/requests/donor', '/v1/requests/donor/history', '/v1/reminders'])
      expect(calls.find((call) => call.url.pathname === path)!.url.searchParams.get('limit')).toBe('5');
    expect(screen.getByRole('link', { name: 'View All Donation Requests' })).toHaveAttribute('href', '/app/requests');
    expect(screen.getByRole('link', { name: 'View All Reminders' })).toHaveAttribute('href', '/app/reminders');
  });

  it('draws every widget at once from the reads started before the first render, asking nothing twice', async () => {
    const { calls } = stubFetch(NOTHING_YET);
    const queryClient = createQueryClient();
    await prefetchDonorDashboard(queryClient);
    renderWithApp(<Dashboard user={user} role="donor" />, { queryClient });
    // No spinner first: the widgets read the answers under the keys the prefetch stored them by.
    expect(screen.getByText('You do not have any blood donation requests at the moment.')).toBeInTheDocument();
    expect(screen.getByText('You do not have any blood donation history at the moment.')).toBeInTheDocument();
    expect(screen.getByText('You do not have any reminders at the moment.')).toBeInTheDocument();
    expect(screen.getByText('0 badges earned')).toBeInTheDocument();
    expect(calls).toHaveLength(4);
  });

  it('never shows an unanswered read as empty lists or zeros: it says it failed, or that it is not there offline', async () => {
    const failing = { status: 500, body: { message: 'Something went wrong, try again later.' } };
    stubFetch(Object.fromEntries(Object.keys(NOTHING_YET).map((route) => [route, failing])));
    const { unmount } = renderWithApp(<Dashboard user={user} role="donor" />);
    expect(await screen.findAllByText('Something went wrong, try again later.')).not.toHaveLength(0);
    expect(screen.queryByText(/badges? earned/)).not.toBeInTheDocument();
    expect(screen.queryByText('You do not have any blood donation history at the moment.')).not.toBeInTheDocument();
    unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(<Dashboard user={user} role="donor" />);
    // The history, requests, reminders, stats and achievements widgets.
    expect(await screen.findAllByText('Not available offline. It will load when you are back online.')).toHaveLength(5);
    expect(screen.queryByText(/badges? earned/)).not.toBeInTheDocument();
  });

  it('lists the latest items and shows the badge held', async () => {
    const today = new Date().toISOString().slice(0, 10);
    stubFetch({
      'GET /requests/donor': empty('donations'),
      'GET /requests/donor/history': empty('donations'),
      'GET /reminders': {
        body: {
          data: {
            reminders: [
              {
                id: 'rem-1',
                title: 'You can donate again',
                date: '2027-03-20T08:00:00.000Z',
                calendar: { google: '', outlook: '', yahoo: '', ics: '' },
              },
            ],
            page_info: { total: 1, total_pages: 1 },
          },
        },
      },
      'GET /requests/stats': {
        body: {
          data: {
            confirmed_donation: [{ id: 'm1', request_id: 'r1', date: today }],
            attempted_donation: { count: 1 },
            badges: [],
            hero_progress: 1,
          },
        },
      },
    });
    renderWithApp(<Dashboard user={user} role="donor" />);
    expect(await screen.findByText('You can donate again')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Life Saver badge, earned' }).length).toBeGreaterThan(0);
    expect(screen.getByText('2 badges earned')).toBeInTheDocument();
  });

  it('keeps the recipient choices linking to the wizard and Your Requests', () => {
    stubFetch({});
    renderWithApp(<Dashboard user={user} role="recipient" />);
    expect(screen.getByRole('link', { name: /For Yourself/ })).toHaveAttribute(
      'href',
      '/app/dashboard/find-donor?recipient=self',
    );
    expect(screen.getByRole('link', { name: /For Another Recipient/ })).toHaveAttribute(
      'href',
      '/app/dashboard/find-donor?recipient=other',
    );
    expect(screen.getByRole('link', { name: /Your Requests/ })).toHaveAttribute('href', '/app/your-requests');
  });
});
