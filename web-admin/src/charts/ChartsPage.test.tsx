import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { LATENCY_CHART_COLUMNS } from '@app/domain';
import type { ChartTable } from './charts-api';
import ChartsPage from './ChartsPage';

const days = ['2026-11-20', '2026-11-21'];
const TABLES: Record<string, Omit<ChartTable, 'chart' | 'filtered_by_state_and_group'>> = {
  requests: {
    columns: ['day', 'requests'],
    rows: [
      [days[0]!, 1],
      [days[1]!, 2],
    ],
  },
  fulfilment: {
    columns: ['day', 'requests', 'fulfilled', 'share_fulfilled'],
    rows: [
      [days[0]!, 1, 1, 1],
      [days[1]!, 2, 0, 0],
    ],
  },
  latency: {
    columns: LATENCY_CHART_COLUMNS,
    rows: [
      ['all', 3, 60, 180, 1, 360, 360],
      [days[0]!, 1, 15, 15, 1, 360, 360],
      [days[1]!, 2, 60, 180, 0, null, null],
    ],
  },
  alerts: {
    columns: ['day', 'sent', 'opened'],
    rows: [
      [days[0]!, 3, 2],
      [days[1]!, 0, 0],
    ],
  },
  spend: {
    columns: ['day', 'sms_sent', 'airtime_credits', 'airtime_ngn'],
    rows: [
      [days[0]!, 2, 1, 1000],
      [days[1]!, 0, 0, 0],
    ],
  },
  'active-donors': {
    columns: ['day', 'active_donors'],
    rows: [
      [days[0]!, 3],
      [days[1]!, 2],
    ],
  },
  appeals: {
    columns: ['day', 'appeals_raised', 'donors_reached', 'donors_coming', 'donations_recorded'],
    rows: [
      [days[0]!, 1, 50, 1, 0],
      [days[1]!, 1, 5, 1, 1],
    ],
  },
};

/** Answers the charts API and the states list by URL, and records the URLs asked for. */
const stubApi = () => {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const chart = /\/v1\/admin\/charts\/([a-z-]+)\?/.exec(url)?.[1];
      const data = chart
        ? { chart, filtered_by_state_and_group: chart !== 'spend', ...TABLES[chart] }
        : { states: [{ id: 25, name: 'Lagos' }] };
      return new Response(JSON.stringify({ data, message: 'Successful' }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
};

const renderPage = () =>
  render(
    <AdminContext dataProvider={testDataProvider()}>
      <ChartsPage />
    </AdminContext>,
  );

describe('ChartsPage', () => {
  beforeEach(() => {
    // jsdom has no layout: the charts size themselves from a ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('draws each chart with its figures in words', async () => {
    stubApi();
    renderPage();
    const requests = await screen.findByRole('region', { name: 'Requests per day' });
    expect(await within(requests).findByText('3 requests')).toBeInTheDocument();
    expect(await screen.findByText('33% (1 of 3 requests fulfilled)')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /First acceptance: median 60 min, 90th percentile 180 min \(3 requests\)\. Confirmed donation: median 360 min/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 sent, 2 opened')).toBeInTheDocument();
    expect(await screen.findByText(/2 text messages sent; ₦1,000 of airtime in 1 credits/)).toBeInTheDocument();
    expect(await screen.findByText('Busiest day: 3 donors')).toBeInTheDocument();
    expect(
      await screen.findByText('2 appeals raised; 55 donors reached, 2 coming, 1 donations recorded'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Download CSV' })).toHaveLength(7);
  });

  it('asks again for the state and blood group chosen', async () => {
    const urls = stubApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('3 requests');
    await user.click(screen.getByRole('combobox', { name: 'Blood group' }));
    await user.click(await screen.findByRole('option', { name: 'O-' }));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Lagos' }));
    await waitFor(() =>
      expect(urls.some((url) => url.includes('/charts/requests?') && url.includes('state_id=25&blood_group=O-'))).toBe(
        true,
      ),
    );
  });

  it('downloads a chart as CSV', async () => {
    stubApi();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:chart';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^latency_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
    });
    const user = userEvent.setup();
    renderPage();
    const latency = await screen.findByRole('region', { name: 'Time to first acceptance and to confirmed donation' });
    await user.click(await within(latency).findByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await blobs[0]!.text()).toBe(
      'day,accepted_requests,acceptance_median_minutes,acceptance_p90_minutes,fulfilled_requests,' +
        'donation_median_minutes,donation_p90_minutes\r\n' +
        'all,3,60,180,1,360,360\r\n2026-11-20,1,15,15,1,360,360\r\n2026-11-21,2,60,180,0,,\r\n',
    );
  });
});
