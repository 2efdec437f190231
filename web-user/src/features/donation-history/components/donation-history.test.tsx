import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { confirmationKey, DonationHistory, historyCardTone } from './donation-history';

const item = (
  id: string,
  feedbackGiven: boolean,
  airtime: { status: string; amount_ngn: number } | null = null,
  confirmation: { status?: string; confirmed_by?: string | null; hospital_verified?: boolean } = {},
) => ({
  id: `m-${id}`,
  status: confirmation.status ?? 'confirmed',
  confirmed_by: confirmation.confirmed_by ?? 'recipient',
  attempted: true,
  date: '2026-11-01T09:00:00.000Z',
  donated_on: '2026-11-02',
  contact_phone: null,
  feedback_given: feedbackGiven,
  airtime: airtime && { ...airtime, sent_at: null },
  request: {
    id,
    image: null,
    user: { first_name: 'Ngozi', last_name: 'E.' },
    recipient: 'self',
    first_name: 'Ngozi',
    gender: 'Female',
    reason: 'Anaemia',
    hospital: `Hospital ${id}`,
    hospital_verified: confirmation.hospital_verified ?? true,
    state: 'Lagos',
    date: '2026-11-02T09:00:00.000Z',
    blood_group: 'O+',
    units: 1,
    latitude: 6.5,
    longitude: 3.3,
    distance_km: null,
  },
});

const page = (donations: unknown[]) => ({
  body: { data: { donations, page_info: { total: donations.length, total_pages: 1 } } },
});

describe('donation history', () => {
  it('credits the hospital only when it confirmed; otherwise the recipient, and nobody before confirmation', () => {
    expect(confirmationKey({ status: 'confirmed', confirmed_by: 'hospital' })).toBe(
      'donation-history:confirmedBy.hospital',
    );
    expect(confirmationKey({ status: 'confirmed', confirmed_by: 'recipient' })).toBe(
      'donation-history:confirmedBy.recipient',
    );
    expect(confirmationKey({ status: 'confirmed', confirmed_by: null })).toBe('donation-history:confirmedBy.recipient');
    expect(confirmationKey({ status: 'accepted', confirmed_by: null })).toBe('donation-history:confirmedBy.notYet');
  });

  it('says where each donation went, whether that hospital is verified, and who confirmed it', async () => {
    stubFetch({
      'GET /requests/donor/history': page([
        item('r1', true, null, { confirmed_by: 'hospital' }),
        item('r2', true, null, { confirmed_by: 'recipient', hospital_verified: false }),
        item('r3', true, null, { status: 'accepted', confirmed_by: null }),
      ]),
    });
    renderWithApp(<DonationHistory />);
    await userEvent.click(await screen.findByRole('button', { name: /Donation at Hospital r1/ }));
    await userEvent.click(screen.getByRole('button', { name: /Donation at Hospital r2/ }));
    await userEvent.click(screen.getByRole('button', { name: /Donation at Hospital r3/ }));
    expect(screen.getByText('Confirmed by Hospital r1')).toBeInTheDocument();
    expect(screen.getByText('Confirmed by the recipient')).toBeInTheDocument();
    expect(screen.getByText('Not yet confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Confirmed by Hospital r2')).not.toBeInTheDocument();
    expect(screen.getAllByText('Verified hospital')).toHaveLength(2);
    expect(screen.getAllByText('Hospital not yet verified')).toHaveLength(1);
  });

  it('alternates dark and light cards', () => {
    expect([0, 1, 2, 3].map(historyCardTone)).toEqual(['dark', 'light', 'dark', 'light']);
  });

  it('expands to Recipient, Gender, Condition and Location, with Give Feedback only where none was given', async () => {
    stubFetch({ 'GET /requests/donor/history': page([item('r1', false), item('r2', true)]) });
    const { container } = renderWithApp(<DonationHistory />);
    await userEvent.click(await screen.findByRole('button', { name: /Donation at Hospital r1/ }));
    for (const term of ['Recipient', 'Gender', 'Condition', 'Location'])
      expect(screen.getAllByText(term).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Anaemia').length).toBeGreaterThan(0);
    const feedback = screen.getAllByRole('link', { name: 'Give Feedback', hidden: true });
    expect(feedback).toHaveLength(1);
    expect(feedback[0]).toHaveAttribute('href', '/app/feedback/r1');
    expect([...container.querySelectorAll('[data-tone]')].map((card) => card.getAttribute('data-tone'))).toEqual([
      'dark',
      'light',
    ]);
  });

  it('shows each donation’s airtime thank-you, and where to verify a phone number to receive it', async () => {
    stubFetch({
      'GET /requests/donor/history': page([
        item('r1', true, { status: 'sent', amount_ngn: 1000 }),
        item('r2', true, { status: 'awaiting_phone', amount_ngn: 1000 }),
        item('r3', true, { status: 'failed', amount_ngn: 1000 }),
        item('r4', true),
      ]),
    });
    const { container } = renderWithApp(<DonationHistory />);
    expect(await screen.findByText(/towards your data and travel: sent to your phone/)).toHaveTextContent('₦1,000');
    expect(screen.getByText(/we could not send it yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Donation at Hospital r2/ }));
    expect(screen.getByRole('link', { name: 'Verify your phone number' })).toHaveAttribute('href', '/app/profile');
    expect([...container.querySelectorAll('[data-airtime]')].map((line) => line.getAttribute('data-airtime'))).toEqual([
      'sent',
      'awaiting_phone',
      'failed',
    ]);
  });

  it('names the patient a donation was for, and who asked when it was asked for someone else', async () => {
    const forPatient = item('r3', true);
    forPatient.request = {
      ...forPatient.request,
      user: { first_name: 'Chiamaka', last_name: 'O.' },
      recipient: 'others',
      first_name: 'Ngozi',
    };
    stubFetch({ 'GET /requests/donor/history': page([forPatient]) });
    renderWithApp(<DonationHistory />);
    await userEvent.click(await screen.findByRole('button', { name: /Donation at Hospital r3/ }));
    const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(value('Recipient')).toBe('Ngozi');
    expect(value('Requested by')).toBe('Chiamaka O.');
  });

  it('says so when there is no donation yet', async () => {
    stubFetch({ 'GET /requests/donor/history': page([]) });
    renderWithApp(<DonationHistory />);
    expect(await screen.findByText('You do not have any blood donation history at the moment.')).toBeInTheDocument();
  });
});
