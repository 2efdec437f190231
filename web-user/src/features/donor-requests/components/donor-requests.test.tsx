import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { wrapIndex, nextIndex, previousIndex } from '../hooks/request-browsing';
import { ACCEPT_DELAY_MS } from '../hooks/use-delayed-accept';
import { DonorRequests } from './donor-requests';

const request = (id: string, firstName: string, overrides: Record<string, unknown> = {}) => ({
  id,
  image: null,
  user: { first_name: firstName, last_name: 'O.' },
  recipient: 'self',
  first_name: firstName,
  gender: 'Female',
  reason: 'Surgery',
  hospital: `${firstName} Hospital`,
  hospital_verified: true,
  state: 'Lagos',
  date: '2026-12-01T09:00:00.000Z',
  blood_group: 'O+',
  units: 1,
  latitude: 6.58,
  longitude: 3.35,
  distance_km: 2.5,
  ...overrides,
});

const feedOf = (donations: unknown[]) => ({
  status: 200,
  body: {
    data: {
      donations,
      page_info: { total: donations.length, total_pages: donations.length ? 1 : 0 },
      eligibility: { eligible: true, reasons: [] },
    },
  },
});
const NO_DONATIONS = { status: 200, body: { data: { donations: [], page_info: { total: 0, total_pages: 0 } } } };
const THREE = [request('r1', 'Ada'), request('r2', 'Bola', { hospital_verified: false }), request('r3', 'Chidi')];

const matchFor = (requestId: string, attempted = false) => ({
  id: `m-${requestId}`,
  status: 'accepted',
  attempted,
  date: '2026-11-23T09:00:00.000Z',
  donated_on: null,
  contact_phone: '2348031234567',
  donor_code: 'AM6RA3',
  request: request(requestId, 'Ada', { confirmed_by_hospital: 'Ada Hospital' }),
});

type Call = { method: string; url: URL; init?: RequestInit };
/** The donor's answers (accept, decline), apart from the "seen" calls that opening a request makes. */
const answers = (calls: Call[]) =>
  calls.filter((call) => call.method === 'PUT' && !call.url.pathname.endsWith('/seen'));
const views = (calls: Call[]) =>
  calls.filter((call) => call.method === 'PUT' && call.url.pathname.endsWith('/seen')).map((call) => call.url.pathname);

const openPopup = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`${name} needs O\\+ blood`) }));
  return screen.findByRole('dialog');
};

afterEach(() => {
  vi.useRealTimers();
});

describe('popup browsing', () => {
  it('wraps past either end', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(nextIndex(0, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('moves previous/next through the listed requests, wrapping, with dots showing the position', async () => {
    stubFetch({ 'GET /requests/donor': feedOf(THREE), 'GET /requests/donations': NO_DONATIONS });
    renderWithApp(<DonorRequests />);
    const dialog = await openPopup('Chidi');
    expect(within(dialog).getByRole('img', { name: 'Request 3 of 3' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next request' }));
    expect(within(dialog).getByRole('heading', { name: /Ada needs O\+ blood/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Request 1 of 3' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous request' }));
    expect(within(dialog).getByRole('heading', { name: /Chidi needs O\+ blood/ })).toBeInTheDocument();
    expect(within(dialog).getByTestId('hospital-trust')).toHaveTextContent('Verified hospital');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous request' }));
    expect(within(dialog).getByRole('heading', { name: /Bola needs O\+ blood/ })).toBeInTheDocument();
    expect(within(dialog).getByTestId('hospital-trust')).toHaveTextContent('Hospital not yet verified');
  });
});

describe('donation requests', () => {
  it('shows the spec empty state when there is no request', async () => {
    stubFetch({ 'GET /requests/donor': feedOf([]), 'GET /requests/donations': NO_DONATIONS });
    renderWithApp(<DonorRequests />);
    expect(await screen.findByText('Nothing to see here!')).toBeInTheDocument();
    expect(screen.getByText('You do not have any blood donation requests at the moment.')).toBeInTheDocument();
  });

  it('filters by blood group and gender on Apply, and drops both on Clear', async () => {
    const { calls } = stubFetch({
      'GET /requests/donor': (_, url) => feedOf(url.searchParams.has('blood_group') ? [] : THREE),
      'GET /requests/donations': NO_DONATIONS,
    });
    renderWithApp(<DonorRequests />);
    await screen.findByRole('button', { name: /Ada needs/ });
    await userEvent.selectOptions(screen.getByLabelText('Blood group'), 'B+');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Male');
    const feedCalls = () => calls.filter((call) => call.url.pathname === '/v1/requests/donor');
    expect(feedCalls()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Nothing to see here!')).toBeInTheDocument();
    expect(Object.fromEntries(feedCalls()[1]!.url.searchParams)).toEqual({
      page: '1',
      limit: '20',
      blood_group: 'B+',
      gender: 'Male',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('button', { name: /Ada needs/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Blood group')).toHaveValue('');
    expect(screen.getByLabelText('Gender')).toHaveValue('');
  });

  it('sends the accept 0.5 s after the click, then shows the call link and offers the calendar links given in the popup, which stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let accepted = false;
    const { calls } = stubFetch({
      'GET /requests/donor': () => feedOf(accepted ? [] : THREE),
      'GET /requests/donations': NO_DONATIONS,
      'PUT /requests/donor/r1': () => {
        accepted = true;
        return {
          body: {
            data: {
              match_id: 'm-r1',
              warned: false,
              reminder: {
                id: 'm-r1',
                title: 'Blood donation at Ada Hospital',
                date: '2026-12-01T09:00:00.000Z',
                google: 'https://calendar.google.com/x',
                outlook: '',
                yahoo: 'https://calendar.yahoo.com/x',
                ics: 'http://localhost/v1/reminders/m-r1.ics?signature=abc',
              },
            },
          },
        };
      },
      'GET /requests/donor/r1/match': { body: { data: { match: matchFor('r1') } } },
    });
    renderWithApp(<DonorRequests />);
    const dialog = await openPopup('Ada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const puts = () => answers(calls);
    await act(() => vi.advanceTimersByTimeAsync(ACCEPT_DELAY_MS - 50));
    expect(puts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(puts()).toHaveLength(1);
    expect(JSON.parse(String(puts()[0]!.init?.body))).toEqual({ status: 'accepted' });

    const call = await screen.findByRole('link', { name: 'Call +2348031234567' });
    expect(call).toHaveAttribute('href', 'tel:+2348031234567');
    expect(screen.getByRole('link', { name: 'Use Map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=6.58,3.35',
    );
    const popup = screen.getByRole('dialog', { name: 'Thank you for accepting!' });
    // The code to give at the blood bank, as the donor reads it out; the hospital vouched for this request.
    expect(within(popup).getByTestId('donor-code')).toHaveTextContent('AM6-RA3');
    expect(within(popup).getByText(/Give this code at the blood bank/)).toBeInTheDocument();
    expect(within(popup).getByText('Confirmed by Ada Hospital')).toBeInTheDocument();
    // Time passing does not replace the popup: the calendar is offered in it.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('dialog', { name: 'Add to Calendar' })).not.toBeInTheDocument();
    fireEvent.click(within(popup).getByRole('button', { name: 'Add to Calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Add to Calendar' });
    expect(
      within(calendar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Google Calendar', 'Yahoo Calendar', 'Download .ics file']);
    fireEvent.click(within(calendar).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to Calendar' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Call +2348031234567' })).toBeVisible();
    // The list was fetched again after accepting.
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/v1/requests/donor').length).toBeGreaterThan(1));
  });

  it('rejects only with a reason from the decline list', async () => {
    const { calls } = stubFetch({
      'GET /requests/donor': feedOf(THREE),
      'GET /requests/donations': NO_DONATIONS,
      'GET /util/reasons': { body: { data: { reasons: [{ id: 7, name: 'I am unwell' }] } } },
      'PUT /requests/donor/r2': { body: { data: { reminder: null, match_id: null, warned: false } } },
    });
    renderWithApp(<DonorRequests />);
    const popup = await openPopup('Bola');
    await userEvent.click(within(popup).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request' });
    expect(within(dialog).getByRole('option', { name: 'Select Reason' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please select a reason')).toBeInTheDocument();
    expect(answers(calls)).toEqual([]);
    expect(calls.find((call) => call.url.pathname === '/v1/util/reasons')!.url.searchParams.get('type')).toBe(
      'decline',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'I am unwell');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(answers(calls)).toHaveLength(1));
    expect(JSON.parse(String(answers(calls)[0]!.init?.body))).toEqual({
      status: 'declined',
      reason_id: 7,
    });
  });

  it('asks for the donor’s own words with "Other" and sends them as decline_reason', async () => {
    const { calls } = stubFetch({
      'GET /requests/donor': feedOf(THREE),
      'GET /requests/donations': NO_DONATIONS,
      'GET /util/reasons': {
        body: {
          data: {
            reasons: [
              { id: 7, name: 'I am unwell' },
              { id: 9, name: 'Other' },
            ],
          },
        },
      },
      'PUT /requests/donor/r2': { body: { data: { reminder: null, match_id: null, warned: false } } },
    });
    renderWithApp(<DonorRequests />);
    const popup = await openPopup('Bola');
    await userEvent.click(within(popup).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'I am unwell');
    expect(within(dialog).queryByLabelText('Your reason')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'Other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Tell us your reason')).toBeInTheDocument();
    expect(answers(calls)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Your reason'), 'My sister is in labour today');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(answers(calls)).toHaveLength(1));
    expect(JSON.parse(String(answers(calls)[0]!.init?.body))).toEqual({
      status: 'declined',
      reason_id: 9,
      decline_reason: 'My sister is in labour today',
    });
  });

  it('opens the linked request from ?id= at its place in the list', async () => {
    stubFetch({ 'GET /requests/donor': feedOf(THREE), 'GET /requests/donations': NO_DONATIONS });
    renderWithApp(<DonorRequests />, { route: '/app/requests?id=r2', path: '/app/requests' });
    expect(await screen.findByRole('heading', { name: /Bola needs O\+ blood/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Request 2 of 3' })).toBeInTheDocument();
  });

  it('tells the API which requests the donor opened, once each, so their alerts are not texted', async () => {
    const seenReply = { body: { data: { seen_at: '2026-11-23T09:00:00.000Z' } } };
    const { calls } = stubFetch({
      'GET /requests/donor': feedOf(THREE),
      'GET /requests/donations': NO_DONATIONS,
      'PUT /requests/donor/r2/seen': seenReply,
      'PUT /requests/donor/r3/seen': seenReply,
    });
    renderWithApp(<DonorRequests />, { route: '/app/requests?id=r2', path: '/app/requests' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next request' }));
    expect(within(dialog).getByRole('heading', { name: /Chidi needs O\+ blood/ })).toBeInTheDocument();
    await waitFor(() => expect(views(calls)).toEqual(['/v1/requests/donor/r2/seen', '/v1/requests/donor/r3/seen']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens an accepted request from ?id= with "I donated", which is sent once and then gives way to thanks', async () => {
    let attempted = false;
    const { calls } = stubFetch({
      'GET /requests/donor': feedOf(THREE),
      'GET /requests/donations': NO_DONATIONS,
      'GET /requests/donor/r9/match': () => ({ body: { data: { match: matchFor('r9', attempted) } } }),
      'POST /requests/donor/confirm/r9/donation': () => {
        attempted = true;
        return { body: { data: { match: matchFor('r9', true) } } };
      },
    });
    renderWithApp(<DonorRequests />, { route: '/app/requests?id=r9', path: '/app/requests' });
    await userEvent.click(await screen.findByRole('button', { name: 'I donated' }));
    expect(await screen.findByText('Thank you for donating! The recipient will confirm it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I donated' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
