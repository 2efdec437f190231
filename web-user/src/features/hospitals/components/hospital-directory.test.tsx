import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chosenStateId, HospitalDirectory, hospitalPlace } from './hospital-directory';

const STATES = {
  body: {
    data: {
      states: [
        { id: 24, name: 'Lagos' },
        { id: 30, name: 'Oyo' },
      ],
    },
  },
};
const LAGOS = {
  body: {
    data: {
      state: { id: 24, name: 'Lagos' },
      hospitals: [
        {
          id: 'h1',
          name: 'Lagos State University Teaching Hospital',
          kind: 'teaching',
          address: '1-5 Oba Akinjobi Way',
          town: 'Ikeja',
          lga: 'Ikeja',
          state: { id: 24, name: 'Lagos' },
          latitude: 6.5965,
          longitude: 3.342,
          has_blood_bank: true,
          phone: '+234 800 000 0001',
        },
      ],
    },
  },
};
const OYO = { body: { data: { state: { id: 30, name: 'Oyo' }, hospitals: [] } } };

describe('the hospital directory', () => {
  it('reads the state from the address only when it is a positive whole number', () => {
    expect(chosenStateId('24')).toBe(24);
    expect([null, '', 'lagos', '0', '-3', '2.5'].map(chosenStateId)).toEqual([null, null, null, null, null, null]);
    expect(hospitalPlace({ address: null, town: 'Ikeja', lga: 'Ikeja' })).toBe('Ikeja, Ikeja');
  });

  it("lists a state's verified hospitals with their blood bank, phone and a Use Map link", async () => {
    const { calls } = stubFetch({
      'GET /util/states': STATES,
      'GET /public/hospitals': (_init, url) => (url.searchParams.get('state_id') === '24' ? LAGOS : OYO),
    });
    renderWithApp(<HospitalDirectory />, { route: '/screen?state=24' });
    const list = await screen.findByRole('list', { name: 'Verified hospitals in Lagos' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Lagos State University Teaching Hospital' })).toBeInTheDocument();
    expect(within(card).getByText('Teaching hospital')).toBeInTheDocument();
    expect(within(card).getByText('Blood bank')).toBeInTheDocument();
    expect(within(card).getByText('1-5 Oba Akinjobi Way, Ikeja, Ikeja')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+234 800 000 0001' })).toHaveAttribute('href', 'tel:+2348000000001');
    expect(within(card).getByRole('link', { name: /Use Map/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=6.5965,3.342',
    );
    expect(calls.some((call) => call.url.searchParams.get('state_id') === '24')).toBe(true);
  });

  it('says honestly when a state has no verified hospital yet, and asks for a state first', async () => {
    stubFetch({ 'GET /util/states': STATES, 'GET /public/hospitals': OYO });
    renderWithApp(<HospitalDirectory />);
    expect(screen.getByText('Choose a state to see its verified hospitals.')).toBeInTheDocument();
    await userEvent.selectOptions(
      await screen.findByLabelText('State'),
      await screen.findByRole('option', { name: 'Oyo' }),
    );
    expect(await screen.findByText('No verified hospital in Oyo yet')).toBeInTheDocument();
  });
});
