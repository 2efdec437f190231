import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as FindDonorRoute } from '@/app/routes/app/find-donor';
import { stubFetch } from '@/test/render';
import { renderRoutes } from '@/test/render-routes';
import { POPUP_REFRESH_MS, type YourRequest, type YourRequestMatch } from '../api/get-your-requests';
import { YourRequests } from './your-requests';

const PAGE = '/app/your-requests';

const match = (overrides: Partial<YourRequestMatch> = {}): YourRequestMatch => ({
  id: 'm1',
  status: 'accepted',
  attempted: false,
  donated_on: null,
  user: { first_name: 'Bola', last_name: 'Ade', phone_number: '2348031234567' },
  ...overrides,
});

const request = (overrides: Partial<YourRequest> = {}): YourRequest => ({
  id: 'r1',
  status: 'pending',
  chip_label: 'Request Pending',
  recipient: 'others',
  first_name: 'Chidi',
  last_name: 'Eze',
  phone_number: '2348099990000',
  user: { id: 'u1', first_name: 'Ada', last_name: 'Obi' },
  image: null,
  gender: 'Male',
  blood_group: 'O+',
  reason_id: 1,
  reason: 'Surgery',
  hospital: 'LUTH',
  hospital_id: 'hospital-luth',
  hospital_verified: true,
  physician: 'Dr Bello',
  state: { id: 25, name: 'Lagos' },
  latitude: 6.5,
  longitude: 3.35,
  date: '2026-11-24T09:00:00.000Z',
  units: 2,
  matches: [],
  progress: { notified: 7, accepted: 0, declined: 0, radius_km: 25, wave: 2, searching: true },
  close_reason: null,
  created_at: '2026-11-23T09:00:00.000Z',
  ...overrides,
});

/** The API's list, and the same endpoint narrowed by ?id= as the popup asks for it. */
const serve = (requests: YourRequest[], extra: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'GET /requests': (_, url) => {
      const id = url.searchParams.get('id');
      const found = id ? requests.filter((item) => item.id === id) : requests;
      return { body: { data: { requests: found, page_info: { total: found.length, total_pages: 1 } } } };
    },
    ...extra,
  });

const openPage = (route = PAGE) =>
  renderRoutes({ [PAGE]: <YourRequests />, '/app/dashboard/find-donor': <FindDonorRoute /> }, route);

afterEach(() => vi.unstubAllGlobals());

describe('your requests list', () => {
  it('shows the status chips of spec section 4, and raw text for any other status', async () => {
    serve([
      request({ id: 'a' }),
      request({ id: 'b', progress: { ...request().progress, accepted: 1 } }),
      request({ id: 'c', status: 'accepted' }),
      request({ id: 'd', status: 'Donation Received' }),
      request({ id: 'e', status: 'inactive' }),
    ]);
    openPage();
    expect(await screen.findByText('Request Pending')).toBeInTheDocument();
    expect(screen.getByText('Request Pending (1 / 2)')).toBeInTheDocument();
    expect(screen.getByText('Donation accepted')).toBeInTheDocument();
    expect(screen.getByText('Donation Received')).toBeInTheDocument();
    expect(screen.getByText('inactive')).toBeInTheDocument();
  });

  it('says so when the recipient has no request', async () => {
    serve([]);
    openPage();
    expect(await screen.findByText('Nothing to see here!')).toBeInTheDocument();
    expect(screen.getByText(/You do not have any blood requests at the moment/)).toBeInTheDocument();
  });
});

describe('your request popup', () => {
  it('opens from ?id= with the details and the live search progress', async () => {
    serve([request({ progress: { notified: 7, accepted: 1, declined: 2, radius_km: 25, wave: 2, searching: true } })]);
    openPage(`${PAGE}?id=r1`);
    const popup = await screen.findByRole('dialog', { name: 'Request details' });
    expect(await within(popup).findByText('Chidi Eze')).toBeInTheDocument();
    expect(within(popup).getByText('LUTH, Lagos')).toBeInTheDocument();
    expect(within(popup).getByText('7 donors notified')).toBeInTheDocument();
    expect(within(popup).getAllByText('1 of 2 accepted').length).toBeGreaterThan(0);
    expect(within(popup).getByText('2 donors declined')).toBeInTheDocument();
    expect(within(popup).getByText('Searched within 25 km of the hospital')).toBeInTheDocument();
  });

  it('asks again while open, so a donor who accepts appears without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests = [request()];
      serve(requests);
      openPage(`${PAGE}?id=r1`);
      expect(await screen.findByText('No donor has accepted yet.')).toBeInTheDocument();
      requests[0] = request({ matches: [match()], progress: { ...request().progress, accepted: 1 } });
      await vi.advanceTimersByTimeAsync(POPUP_REFRESH_MS);
      expect(await screen.findByText('Bola Ade')).toBeInTheDocument();
      expect(screen.getAllByText('1 of 2 accepted').length).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "No request has been selected" for an id that is not the recipient’s', async () => {
    serve([request()]);
    openPage(`${PAGE}?id=someone-else`);
    expect(await screen.findByText('No request has been selected')).toBeInTheDocument();
  });

  it('shows the toggle only without matches and before the blood was received', async () => {
    serve([
      request({ id: 'open' }),
      request({ id: 'matched', matches: [match()], progress: { ...request().progress, accepted: 1 } }),
      request({ id: 'received', status: 'Donation Received' }),
      request({ id: 'off', status: 'inactive' }),
    ]);
    const view = openPage(`${PAGE}?id=open`);
    const popup = await screen.findByRole('dialog');
    expect(await within(popup).findByRole('switch', { name: 'Request on' })).toBeChecked();
    view.unmount();
    for (const id of ['matched', 'received']) {
      const other = openPage(`${PAGE}?id=${id}`);
      await screen.findByRole('heading', { name: 'Donors' });
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      other.unmount();
    }
    openPage(`${PAGE}?id=off`);
    expect(await screen.findByRole('switch', { name: 'Request off' })).not.toBeChecked();
  });

  it('asks before turning a request off, then says "Status updated successfully"', async () => {
    const { calls } = serve([request()], {
      'PUT /requests/r1/status': { body: { data: { request: request({ status: 'inactive' }) }, message: 'ok' } },
    });
    openPage(`${PAGE}?id=r1`);
    await userEvent.click(await screen.findByRole('switch', { name: 'Request on' }));
    const question = screen.getByText('Are you sure you want to turn this blood request off?');
    await userEvent.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Turn off' }),
    );
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(JSON.parse(String(put.init?.body))).toEqual({ status: 'inactive' });
  });

  it('turns a request back on without asking, and shows the API’s refusal when donors matched meanwhile', async () => {
    const refusal = 'A request that donors have accepted cannot be turned off or on';
    serve([request({ status: 'inactive' })], {
      'PUT /requests/r1/status': { status: 409, body: { message: refusal } },
    });
    openPage(`${PAGE}?id=r1`);
    await userEvent.click(await screen.findByRole('switch', { name: 'Request off' }));
    expect(screen.queryByText('Are you sure you want to turn this blood request off?')).not.toBeInTheDocument();
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(refusal);
  });

  it('lists matched donors with a call link; "Confirm Donation" goes to feedback, confirmed ones read "Received!"', async () => {
    const { calls } = serve(
      [
        request({
          matches: [
            match(),
            match({
              id: 'm2',
              status: 'confirmed',
              user: { first_name: 'Tunde', last_name: 'Ola', phone_number: '2348122223333' },
            }),
          ],
          progress: { ...request().progress, accepted: 2 },
        }),
      ],
      { 'PUT /requests/matches/m1/confirm': { body: { data: { request: request() }, message: 'ok' } } },
    );
    openPage(`${PAGE}?id=r1`);
    const popup = await screen.findByRole('dialog');
    expect(await within(popup).findByText('Bola Ade')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Call Bola Ade on +2348031234567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    expect(within(popup).getByText('Received!')).toBeInTheDocument();
    // What changes (the search, the donors) comes before the details the recipient gave.
    const order = (first: HTMLElement, then: HTMLElement) =>
      Boolean(first.compareDocumentPosition(then) & Node.DOCUMENT_POSITION_FOLLOWING);
    const details = within(popup).getByText('Physician');
    expect(order(within(popup).getByRole('heading', { name: 'Donor search' }), details)).toBe(true);
    expect(order(within(popup).getByText('Bola Ade'), details)).toBe(true);
    expect(within(popup).getAllByRole('button', { name: 'Confirm Donation' })).toHaveLength(1);
    await userEvent.click(within(popup).getByRole('button', { name: 'Confirm Donation' }));
    // Asked once, since it cannot be undone: cancelling sends nothing.
    const question = await screen.findByRole('dialog', { name: 'Confirm that Bola Ade donated?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(await within(popup).findByRole('button', { name: 'Confirm Donation' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm that Bola Ade donated?' })).getByRole('button', {
        name: 'Yes, confirm',
      }),
    );
    expect(await screen.findByText('went to /app/feedback/r1')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'PUT' && call.url.pathname.endsWith('/requests/matches/m1/confirm')),
    ).toBe(true);
  });

  it('says a request expired and requests again with the same details', async () => {
    serve([request({ status: 'expired', progress: { ...request().progress, searching: false } })], {
      'GET /util/states': { body: { data: { states: [{ id: 25, name: 'Lagos' }] } } },
    });
    openPage(`${PAGE}?id=r1`);
    expect(await screen.findByText(/This request expired/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request again' }));
    await waitFor(() => expect(screen.getByLabelText("Recipient's first name")).toHaveValue('Chidi'));
    expect(screen.getByLabelText('Blood group')).toHaveValue('O+');
  });

  it('says a request closed by the hospital is closed, with the reason the hospital gave', async () => {
    serve([
      request({
        status: 'closed',
        close_reason: 'Patient discharged',
        progress: { ...request().progress, searching: false },
      }),
    ]);
    openPage(`${PAGE}?id=r1`);
    expect(await screen.findAllByText('Closed by the hospital')).not.toHaveLength(0);
    expect(screen.getByText(/closed this request: Patient discharged/)).toBeInTheDocument();
  });
});
