import { DASHBOARD_QUEUES, filteredListPath } from './dashboard-queues';

describe('dashboard queues', () => {
  it('link each queue to its list filtered as the API counts it', () => {
    const crypto = DASHBOARD_QUEUES.find((queue) => queue.name === 'unconfirmed_crypto_donations');
    const path = filteredListPath(crypto!.resource, crypto!.filter);
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/money-donations');
    expect(JSON.parse(new URLSearchParams(query).get('filter') ?? '')).toEqual({
      provider: 'crypto',
      status: 'pending',
    });
  });

  it('cover every queue the dashboard reports, once', () => {
    expect(DASHBOARD_QUEUES.map((queue) => queue.name).sort()).toEqual([
      'flagged_feedback',
      'open_reports',
      'pending_applications',
      'pending_testimonials',
      'proposed_hospitals',
      'unconfirmed_crypto_donations',
    ]);
  });
});
