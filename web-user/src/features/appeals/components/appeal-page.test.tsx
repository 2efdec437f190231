import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { AppealCards } from './appeal-cards';
import { AppealPage } from './appeal-page';

const HOUR = 3_600_000;
const nextHour = Math.ceil(Date.now() / HOUR) * HOUR;
const slotAt = (hoursAhead: number, taken: number, capacity = 2) => ({
  start: new Date(nextHour + hoursAhead * HOUR).toISOString(),
  taken,
  capacity,
});

const appeal = (overrides: Record<string, unknown> = {}) => ({
  id: 'ap1',
  hospital: {
    id: 'h1',
    name: 'Lagos State University Teaching Hospital',
    address: '1-5 Oba Akinjobi Way, Ikeja',
    state: 'Lagos',
    latitude: 6.5965,
    longitude: 3.342,
  },
  blood_groups: ['O+', 'O-'],
  area: { kind: 'state', state: 'Lagos' },
  units_wanted: 10,
  per_hour: 2,
  margin_percent: 20,
  until: new Date(nextHour + 3 * HOUR).toISOString(),
  reason: 'Tanker explosion: many burns patients',
  status: 'running',
  coming_count: 3,
  created_at: new Date().toISOString(),
  my_response: null,
  slots: [slotAt(0, 2), slotAt(1, 1), slotAt(2, 0)],
  ...overrides,
});

const listOf = (...appeals: unknown[]) => ({ body: { data: appeals } });

const renderPage = () =>
  renderWithApp(<AppealPage appealId="ap1" />, { route: '/app/appeals/ap1', path: '/app/appeals/:id' });

describe('an appeal, for the donor it reached', () => {
  it('offers the hours with room, and once coming shows the address, map and donor code; cancel takes it back', async () => {
    let mine: { slot_start: string; donor_code: string } | null = null;
    const { calls } = stubFetch({
      'GET /appeals': () => listOf(appeal({ my_response: mine })),
      'GET /util/map': { status: 404, body: { message: 'Not Found' } },
      'POST /appeals/ap1/responses': (init) => {
        const { slot_start } = JSON.parse(String(init?.body)) as { slot_start: string };
        mine = { slot_start, donor_code: 'ABC234' };
        return {
          status: 201,
          body: {
            data: {
              ...mine,
              hospital: { name: 'LASUTH', address: '1-5 Oba Akinjobi Way, Ikeja', latitude: 6.5965, longitude: 3.342 },
              map_url: 'https://www.google.com/maps/search/?api=1&query=6.5965,3.342',
            },
          },
        };
      },
      'DELETE /appeals/ap1/responses/mine': () => {
        mine = null;
        return { status: 200, body: { data: null } };
      },
    });
    renderPage();
    const hours = await screen.findByRole('radiogroup', { name: 'Choose the hour you can come' });
    expect(screen.getByText('Blood groups needed: O+, O-')).toBeInTheDocument();
    expect(screen.getByText('Verified hospital')).toBeInTheDocument();
    const radios = within(hours).getAllByRole('radio');
    expect(radios[0]).toBeDisabled();
    expect(within(hours).getByText('Full')).toBeInTheDocument();
    expect(within(hours).getByText('1 place left')).toBeInTheDocument();
    const coming = screen.getByRole('button', { name: "I'm coming" });
    expect(coming).toBeDisabled();

    await userEvent.click(radios[1]!);
    await userEvent.click(coming);
    expect(await screen.findByTestId('donor-code')).toHaveTextContent('ABC-234');
    expect(screen.getByText('Give this code at the blood bank, so your donation is counted.')).toBeInTheDocument();
    expect(screen.getByText('1-5 Oba Akinjobi Way, Ikeja')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use Map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=6.5965,3.342',
    );
    const answer = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(answer?.init?.body))).toEqual({ slot_start: slotAt(1, 0).start });

    await userEvent.click(screen.getByRole('button', { name: 'I can no longer come' }));
    expect(await screen.findByText('You are no longer coming. Thank you for telling us.')).toBeInTheDocument();
    expect(screen.queryByTestId('donor-code')).toBeNull();
    await screen.findByRole('radiogroup', { name: 'Choose the hour you can come' });
  });

  it('thanks a donor whose hour filled meanwhile and offers the other hours with room', async () => {
    let full = false;
    stubFetch({
      'GET /appeals': () =>
        listOf(appeal({ slots: full ? [slotAt(0, 2), slotAt(1, 2), slotAt(2, 0)] : [slotAt(1, 1), slotAt(2, 0)] })),
      'POST /appeals/ap1/responses': () => {
        full = true;
        return {
          status: 409,
          body: { code: 'appeal.slot_full', message: 'Thank you! That hour is full now; please choose another time.' },
        };
      },
    });
    renderPage();
    const hours = await screen.findByRole('radiogroup', { name: 'Choose the hour you can come' });
    await userEvent.click(within(hours).getAllByRole('radio')[0]!);
    await userEvent.click(screen.getByRole('button', { name: "I'm coming" }));
    expect(
      await screen.findByText('Thank you! That hour is full now; please choose another time.'),
    ).toBeInTheDocument();
    const others = await screen.findByRole('radiogroup', { name: 'Other times with room' });
    await waitFor(() =>
      expect(
        within(others)
          .getAllByRole('radio')
          .filter((radio) => !radio.hasAttribute('disabled')),
      ).toHaveLength(1),
    );
  });

  it('thanks a donor who answers once the appeal is filled, keeping what it was for', async () => {
    let filled = false;
    stubFetch({
      'GET /appeals': () => listOf(appeal(filled ? { status: 'filled' } : {})),
      'POST /appeals/ap1/responses': () => {
        filled = true;
        return {
          status: 409,
          body: { code: 'appeal.filled', message: 'Thank you! Enough donors are coming for this appeal.' },
        };
      },
    });
    renderPage();
    const hours = await screen.findByRole('radiogroup', { name: 'Choose the hour you can come' });
    await userEvent.click(within(hours).getAllByRole('radio')[1]!);
    await userEvent.click(screen.getByRole('button', { name: "I'm coming" }));
    expect(await screen.findByText('Thank you! Enough donors are coming for this appeal.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radiogroup')).toBeNull());
    expect(screen.getByText('Tanker explosion: many burns patients')).toBeInTheDocument();
  });

  it('says so when the appeal has ended or did not reach the donor', async () => {
    stubFetch({ 'GET /appeals': listOf() });
    renderPage();
    expect(
      await screen.findByText('This appeal has ended or is not open to you. Thank you for being ready to give.'),
    ).toBeInTheDocument();
  });
});

describe('appeals on the dashboard', () => {
  it('shows each running appeal, and a filled one only to a donor who is coming, each linking to its page', async () => {
    stubFetch({
      'GET /appeals': listOf(
        appeal(),
        appeal({ id: 'ap2', status: 'filled', reason: 'Filled, not coming' }),
        appeal({
          id: 'ap3',
          status: 'filled',
          reason: 'Filled, coming',
          my_response: { slot_start: slotAt(1, 0).start, donor_code: 'XYZ789' },
        }),
      ),
    });
    renderWithApp(<AppealCards />);
    const cards = await screen.findAllByRole('region', { name: 'Urgent appeal for blood' });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Tanker explosion: many burns patients');
    expect(cards[0]).toHaveTextContent('Verified hospital');
    expect(within(cards[0]!).getByRole('link', { name: 'See the times and answer' })).toHaveAttribute(
      'href',
      '/app/appeals/ap1',
    );
    expect(cards[1]).toHaveTextContent('Your donor code: XYZ-789');
    expect(within(cards[1]!).getByRole('link', { name: 'See your code and the map' })).toHaveAttribute(
      'href',
      '/app/appeals/ap3',
    );
    expect(screen.queryByText('Filled, not coming')).toBeNull();
  });
});
