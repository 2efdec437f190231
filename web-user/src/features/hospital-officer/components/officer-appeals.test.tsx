import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { OfficerAppealPage } from './officer-appeal-page';
import { RaiseAppealForm } from './raise-appeal-form';

const appeal = (overrides: Record<string, unknown> = {}) => ({
  id: 'a1',
  hospital: { id: 'h1', name: 'LASUTH', address: null, state: 'Lagos', latitude: 6.59, longitude: 3.34 },
  blood_groups: ['O+', 'O-'],
  area: { kind: 'state', state: 'Lagos' },
  units_wanted: 10,
  per_hour: 4,
  margin_percent: 20,
  until: '2026-11-27T20:00:00.000Z',
  reason: 'Tanker explosion',
  status: 'running',
  coming_count: 1,
  created_at: '2026-11-27T12:00:00.000Z',
  ...overrides,
});
const STATES = {
  'GET /util/states': {
    body: {
      data: {
        states: [
          { id: 25, name: 'Lagos' },
          { id: 1, name: 'Abia' },
        ],
      },
    },
  },
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the officer's appeals", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('raises an appeal around the hospital with exactly what the API takes', async () => {
    const { calls } = stubFetch({ ...STATES, 'POST /hospital/appeals': { status: 201, body: { data: appeal() } } });
    renderWithApp(<RaiseAppealForm hospitalState="Lagos" />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Raise the appeal' }));
    expect(await screen.findByText(/Choose the blood groups, or the group/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByLabelText('These donor groups'));
    fireEvent.click(screen.getByLabelText('O-'));
    fireEvent.click(screen.getByLabelText('A radius around your hospital'));
    fill('Radius (km)', '25');
    fill('Units wanted', '8');
    fill('Public reason', 'Tanker explosion');
    fireEvent.click(screen.getByRole('button', { name: 'Raise the appeal' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = JSON.parse(String(calls.find((call) => call.method === 'POST')?.init?.body));
    expect(sent).toMatchObject({
      blood_groups: ['O-'],
      area: { kind: 'radius', state: 'Lagos', radius_km: 25 },
      units_wanted: 8,
      reason: 'Tanker explosion',
      per_hour: 4,
      margin_percent: 20,
    });
    expect(sent).not.toHaveProperty('compatible_with');
  });

  it("shows the API's refusal for a hospital not verified", async () => {
    stubFetch({
      ...STATES,
      'POST /hospital/appeals': {
        status: 409,
        body: { message: 'Appeals can only be raised for a verified hospital', code: 'appeal_hospital_not_verified' },
      },
    });
    renderWithApp(<RaiseAppealForm hospitalState="Lagos" />);
    fill("Patient's blood group", 'O+');
    fill('Units wanted', '2');
    fill('Public reason', 'Road crash');
    fireEvent.click(screen.getByRole('button', { name: 'Raise the appeal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Appeals can only be raised for a verified hospital');
  });

  it('shows the donors coming per hour, saves the capacity and stops the appeal after asking', async () => {
    const { calls } = stubFetch({
      'GET /hospital/appeals': { body: { data: [appeal()] } },
      'GET /hospital/appeals/a1/slots': {
        body: {
          data: [
            { start: '2026-11-27T13:00:00.000Z', coming: 1, capacity: 4 },
            { start: '2026-11-27T14:00:00.000Z', coming: 4, capacity: 4 },
          ],
        },
      },
      'PATCH /hospital/appeals/a1': { body: { data: appeal({ per_hour: 6 }) } },
      'POST /hospital/appeals/a1/stop': { status: 201, body: { data: appeal({ status: 'stopped' }) } },
    });
    renderWithApp(<OfficerAppealPage id="a1" />);
    const hours = await screen.findByRole('list', { name: 'Donors coming per hour' });
    expect(within(hours).getAllByRole('listitem')).toHaveLength(2);
    expect(within(hours).getByText('4 coming of 4 you can take · Full')).toBeInTheDocument();
    expect(screen.getByText('1 of 12 donors coming')).toBeInTheDocument();

    fill('Donors per hour', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. New donors are offered these places.')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ per_hour: 6, margin_percent: 20 });

    fireEvent.click(screen.getByRole('button', { name: 'Stop appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this appeal?' });
    expect(calls.some((call) => call.url.pathname.endsWith('/stop'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, stop it' }));
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/v1/hospital/appeals/a1/stop')).toBe(true));
  });
});
