import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { DonateForm } from './donate-form';

afterEach(() => vi.unstubAllGlobals());

describe('donation form', () => {
  it('shows its messages', async () => {
    stubFetch({
      'GET /util/services': {
        body: {
          data: {
            services: [
              { id: 1, name: 'Cash', kind: 'cash' },
              { id: 2, name: 'Crypto', kind: 'crypto' },
            ],
          },
        },
      },
    });
    renderWithApp(<DonateForm />);
    expect(screen.getByLabelText('Currency')).toHaveValue('NGN');
    const method = await screen.findByRole('option', { name: 'Card or bank transfer (Paystack)' });
    expect(screen.getByLabelText('Payment Method')).toContainElement(method);
    expect(screen.queryByRole('option', { name: 'Cash' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    for (const message of [
      'Name cannot be empty',
      'Email cannot be empty',
      'Phone number cannot be empty',
      'Amount cannot be empty',
      'Currency must not be empty',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+234 803');
    await userEvent.type(screen.getByLabelText('Amount'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number; use +234XXXXXXXXXX format')).toBeInTheDocument();
    expect(screen.getByText('Amount must be greater than 0')).toBeInTheDocument();
  });

  it('shows the crypto popup when no authorization_url comes back', async () => {
    stubFetch({
      'GET /util/services': { body: { data: { services: [{ id: 2, name: 'Crypto', kind: 'crypto' }] } } },
      'POST /partnerships/donations': {
        body: { data: { address: 'TXYZ123', cryptoAmount: '12.5', coin: 'USDT', network: 'TRC20' } },
      },
    });
    renderWithApp(<DonateForm />);
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+2348031234567');
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Crypto');
    await userEvent.type(screen.getByLabelText('Amount'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('TXYZ123');
    expect(screen.getByRole('dialog')).toHaveTextContent('TRC20');
  });

  it('tells a payer on another address of the site where the site lives', async () => {
    const message =
      'This site is open at http://192.168.1.20:3000, but its address is https://bloodmatch.ng: open https://bloodmatch.ng to donate';
    stubFetch({
      'GET /util/services': { body: { data: { services: [{ id: 1, name: 'Cash', kind: 'cash' }] } } },
      'POST /partnerships/donations': { status: 400, body: { message, errors: { redirect_url: message } } },
    });
    renderWithApp(<DonateForm />);
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+2348031234567');
    await userEvent.selectOptions(
      await screen.findByLabelText('Payment Method'),
      await screen.findByRole('option', { name: 'Card or bank transfer (Paystack)' }),
    );
    await userEvent.type(screen.getByLabelText('Amount'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    const form = screen.getByRole('form', { name: 'Donation form' });
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/redirect_url/)).not.toBeInTheDocument();
  });
});
