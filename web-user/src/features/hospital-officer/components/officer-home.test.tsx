import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { noShowOffered } from './officer-request-card';
import { OfficerHome } from './officer-home';

const request = (overrides: Record<string, unknown> = {}) => ({
  id: 'r1',
  patient_name: 'Chidi Eze',
  blood_group: 'O+',
  units: 2,
  needed_at: '2026-11-20T09:00:00.000Z',
  status: 'accepted',
  created_at: '2026-11-19T09:00:00.000Z',
  genuine_confirmed_at: null,
  matches: [
    {
      id: 'm1',
      donor_name: 'Emeka T.',
      status: 'accepted',
      accepted_at: '2026-11-19T10:00:00.000Z',
      confirmed_at: null,
      confirmed_by: null,
      no_show_at: null,
    },
  ],
  ...overrides,
});

const listOf = (requests: unknown[]) => ({ status: 200, body: { data: requests } });

const recordWith = (code: string) => {
  fireEvent.change(screen.getByLabelText('Donor code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Record donation' }));
};

describe("the officer's home", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a no-show only once the time the blood was needed has passed, and only for a donor still coming', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const accepted = { status: 'accepted' as const };
    expect(noShowOffered({ needed_at: '2026-11-27T11:59:00Z' }, accepted, now)).toBe(true);
    expect(noShowOffered({ needed_at: '2026-11-27T12:01:00Z' }, accepted, now)).toBe(false);
    expect(noShowOffered({ needed_at: '2026-11-27T11:00:00Z' }, { status: 'confirmed' }, now)).toBe(false);
  });

  it('checks the code before sending it, reads it back formatted, and names the donor once recorded', async () => {
    const { calls } = stubFetch({
      'GET /hospital/requests': listOf([request()]),
      'GET /hospital/donations/preview': {
        status: 200,
        body: { data: { donor_name: 'Emeka T.', patient_name: 'Chidi Eze', appeal_id: null, request_id: 'r1' } },
      },
      'POST /hospital/donations': {
        status: 200,
        body: {
          data: {
            match_id: 'm1',
            request_id: 'r1',
            donor_name: 'Emeka T.',
            hospital: 'LASUTH',
            already_recorded: false,
          },
        },
      },
    });
    renderWithApp(<OfficerHome hospital="LASUTH" onSessionEnded={() => undefined} />);
    await screen.findByRole('article', { name: 'Chidi Eze' });

    recordWith('AB1');
    expect(await screen.findByText(/A donor code has 6 letters and digits/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    recordWith('am6 ra3');
    const dialog = await screen.findByRole('dialog', { name: 'Record this donation?' });
    expect(within(dialog).getByText('AM6-RA3')).toBeInTheDocument();
    expect(within(dialog).getByText('Donor: Emeka T.')).toBeInTheDocument();
    expect(within(dialog).getByText('For the patient Chidi Eze')).toBeInTheDocument();
    expect(
      calls.find((call) => call.url.pathname === '/v1/hospital/donations/preview')?.url.searchParams.get('code'),
    ).toBe('AM6RA3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, record it' }));
    expect(
      await screen.findByText('Donation recorded: Emeka T. gave blood at LASUTH. Thank them!'),
    ).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ code: 'AM6RA3' });
  });

  it("shows the API's refusal of a wrong code in the form before any dialog, and the lists stay as they were", async () => {
    const { calls } = stubFetch({
      'GET /hospital/requests': listOf([request()]),
      'GET /hospital/donations/preview': {
        status: 404,
        body: { message: 'No donation with this code at your hospital' },
      },
    });
    renderWithApp(<OfficerHome hospital="LASUTH" onSessionEnded={() => undefined} />);
    await screen.findByRole('article', { name: 'Chidi Eze' });
    recordWith('ABC-234');
    expect(await screen.findByRole('alert')).toHaveTextContent('No donation with this code at your hospital');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByText('Coming to donate')).toBeInTheDocument();
  });

  it('confirms a request genuine with corrected units, sending only a changed number', async () => {
    const { calls } = stubFetch({
      'GET /hospital/requests': listOf([request()]),
      'POST /hospital/requests/r1/genuine': { status: 200, body: { data: null } },
    });
    renderWithApp(<OfficerHome hospital="LASUTH" onSessionEnded={() => undefined} />);
    const card = await screen.findByRole('article', { name: 'Chidi Eze' });
    expect(within(card).getByRole('button', { name: 'No-show' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm genuine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Is the request for Chidi Eze genuine?' });
    fireEvent.change(within(dialog).getByLabelText('Units needed'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm genuine' }));
    expect(within(dialog).getByText('Enter a whole number of units, from 1 to 4.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Units needed'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm genuine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ units: 1 });
  });

  it('reports a no-show for the donor named, and closes a request with an optional reason', async () => {
    const { calls } = stubFetch({
      'GET /hospital/requests': listOf([request()]),
      'POST /hospital/matches/m1/no-show': { status: 200, body: { data: null } },
      'POST /hospital/requests/r1/close': { status: 200, body: { data: null } },
    });
    renderWithApp(<OfficerHome hospital="LASUTH" onSessionEnded={() => undefined} />);
    const card = await screen.findByRole('article', { name: 'Chidi Eze' });
    fireEvent.click(within(card).getByRole('button', { name: 'No-show' }));
    const noShow = await screen.findByRole('dialog', { name: 'Emeka T. did not come?' });
    fireEvent.click(within(noShow).getByRole('button', { name: 'No-show' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(card).getByRole('button', { name: 'Close request' }));
    const close = await screen.findByRole('dialog', { name: 'Close the request for Chidi Eze?' });
    fireEvent.change(within(close).getByLabelText('Reason (optional)'), { target: { value: 'Patient discharged' } });
    fireEvent.click(within(close).getByRole('button', { name: 'Close request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url.pathname)).toEqual([
      '/v1/hospital/matches/m1/no-show',
      '/v1/hospital/requests/r1/close',
    ]);
    expect(JSON.parse(String(posts[1]?.init?.body))).toEqual({ reason: 'Patient discharged' });
  });

  it('lists closed requests without actions, with who confirmed each donation', async () => {
    stubFetch({
      'GET /hospital/requests': (_init, url) =>
        url.searchParams.get('status') === 'closed'
          ? listOf([
              request({
                status: 'Donation Received',
                matches: [
                  {
                    ...request().matches[0],
                    status: 'confirmed',
                    confirmed_at: '2026-11-20T10:00:00.000Z',
                    confirmed_by: 'hospital',
                  },
                ],
              }),
            ])
          : listOf([]),
    });
    renderWithApp(<OfficerHome hospital="LASUTH" onSessionEnded={() => undefined} />);
    expect(await screen.findByText('No open blood request at your hospital.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    const card = await screen.findByRole('article', { name: 'Chidi Eze' });
    expect(within(card).getByText('Donation received here')).toBeInTheDocument();
    expect(within(card).getByText('Blood received')).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });

  it("ends the session when the API no longer takes the officer's token", async () => {
    stubFetch({ 'GET /hospital/requests': { status: 401, body: { message: 'Not authenticated' } } });
    const ended = vi.fn();
    renderWithApp(<OfficerHome hospital="LASUTH" onSessionEnded={ended} />);
    await waitFor(() => expect(ended).toHaveBeenCalled());
  });
});
