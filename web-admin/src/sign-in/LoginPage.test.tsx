import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { createAuthProvider } from '../providers/auth-provider';
import { staffSession } from '../providers/staff-session';
import { jsonBody, stubFetch } from '../test/fetch-stub';
import { LoginPage } from './LoginPage';

const renderLogin = () =>
  render(
    <AdminContext authProvider={createAuthProvider()} dataProvider={testDataProvider()}>
      <LoginPage />
    </AdminContext>,
  );

const staff = { id: 's1', email: 'ada@example.org', name: 'Ada Obi', role: 'admin' };

describe('LoginPage', () => {
  it('enrols TOTP on the first sign-in and shows the recovery codes once', async () => {
    const calls = stubFetch(
      { body: { data: { step: 'enrol', challenge_token: 'ch-1' } } },
      {
        body: {
          data: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/x',
            qr_code_data_url: 'data:image/png;base64,AA',
          },
        },
      },
      {
        body: {
          data: {
            token: 'tok',
            expires_at: '2099-01-01T00:00:00Z',
            staff,
            recovery_codes: ['a1b2c-3d4e5', 'f6g7h-8i9j0'],
          },
        },
      },
    );
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.org');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByAltText(/QR code/)).toHaveAttribute('src', 'data:image/png;base64,AA');

    await user.type(screen.getByLabelText(/6-digit code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    expect(calls).toHaveLength(2);

    await user.type(screen.getByLabelText(/6-digit code/), '6');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toHaveTextContent('a1b2c-3d4e5');
    expect(jsonBody(calls[2])).toEqual({ challenge_token: 'ch-1', code: '123456' });
    expect(staffSession.read()?.token).toBe('tok');
  });

  it('asks an enrolled staff member for a code, or a recovery code instead', async () => {
    const calls = stubFetch(
      { body: { data: { step: 'totp', challenge_token: 'ch-2' } } },
      { status: 401, body: { message: 'That code is not right' } },
      { body: { data: { token: 'tok', expires_at: '2099-01-01T00:00:00Z', staff } } },
    );
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.org');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    expect(staffSession.read()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'a1b2c-3d4e5');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(staffSession.read()?.token).toBe('tok'));
    expect(jsonBody(calls[2])).toEqual({ challenge_token: 'ch-2', recovery_code: 'a1b2c-3d4e5' });
  });

  it('shows the API message for a wrong password and stays on the first step', async () => {
    stubFetch({ status: 401, body: { message: 'Incorrect email or password' } });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText(/Email/), 'ada@example.org');
    await user.type(screen.getByLabelText(/Password/), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });
});
