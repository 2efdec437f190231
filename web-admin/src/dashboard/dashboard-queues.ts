import type { DashboardFigures } from '../providers/data-provider';

type QueueName = keyof DashboardFigures['queues'];

/** Each queue on the dashboard and the filtered list that holds it (filters as the API documents them). */
export const DASHBOARD_QUEUES: { name: QueueName; label: string; resource: string; filter: object }[] = [
  {
    name: 'open_reports',
    label: 'Abuse reports to handle',
    resource: 'abuse-reports',
    filter: { status: ['open', 'investigating'] },
  },
  {
    name: 'flagged_feedback',
    label: 'Flagged feedback to handle',
    resource: 'flagged-feedback',
    filter: { status: ['open', 'investigating'] },
  },
  {
    name: 'pending_applications',
    label: 'Advocate applications to decide',
    resource: 'advocate-applications',
    filter: { status: ['new', 'shortlisted'] },
  },
  {
    name: 'pending_testimonials',
    label: 'Testimonials to review',
    resource: 'testimonials',
    filter: { status: 'pending' },
  },
  {
    name: 'unconfirmed_crypto_donations',
    label: 'Crypto donations to confirm',
    resource: 'money-donations',
    filter: { provider: 'crypto', status: 'pending' },
  },
  {
    name: 'proposed_hospitals',
    label: 'Proposed hospitals to verify',
    resource: 'hospitals',
    filter: { status: 'listed', source: 'proposal' },
  },
];

/** The console route of a list with its filter applied (react-admin reads `filter` from the query string). */
export const filteredListPath = (resource: string, filter: object) =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
