import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { loginOutcome } from '../api/login';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignupForm } from './signup-form';

afterEach(() => vi.unstubAllGlobals());

const type = (label: RegExp | string, text: string) => userEvent.type(screen.getByLabelText(label), text);

describe('login form', () => {
  it('shows "Email cannot be empty" and "Password cannot be empty"', async () => {
    renderWithApp(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
  });

  it('shows "Invalid email address"', async () => {
    renderWithApp(<LoginForm />);
    await type('Email address', 'not-an-email');
    await type('Password', 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('sends an active, onboarded donor to the dashboard with token, role donor and user saved', async () => {
    stubFetch({
      'POST /auth/login': {
        body: {
          data: {
            token: 'jwt',
            user: { id: '3', status: 'active', onboarded: true, first_name: 'Ada', last_name: 'Obi' },
          },
        },
      },
    });
    window.localStorage.setItem('role', 'recipient');
    renderWithApp(<LoginForm />, { route: '/login', path: '/login' });
    await type('Email address', 'ada@example.com');
    await type('Password', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('jwt');
    expect(window.localStorage.getItem('role')).toBe('donor');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').id).toBe('3');
  });

  it('returns a person to the account type they used last, as the API keeps it', async () => {
    stubFetch({
      'POST /auth/login': {
        body: { data: { token: 'jwt', user: { id: '4', status: 'active', onboarded: true, role: 'recipient' } } },
      },
    });
    window.localStorage.setItem('role', 'donor');
    renderWithApp(<LoginForm />, { route: '/login', path: '/login' });
    await type('Email address', 'chiamaka@example.com');
    await type('Password', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(window.localStorage.getItem('role')).toBe('recipient');
  });

  it('keeps the account type of a person not yet onboarded, for the onboarding that follows', async () => {
    stubFetch({
      'POST /auth/login': {
        body: { data: { token: 'jwt', user: { id: '5', status: 'active', onboarded: false, role: 'recipient' } } },
      },
    });
    window.localStorage.setItem('role', 'donor');
    renderWithApp(<LoginForm />, { route: '/login', path: '/login' });
    await type('Email address', 'new@example.com');
    await type('Password', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.localStorage.getItem('role')).toBe('recipient'));
    expect(window.localStorage.getItem('token')).toBe('jwt');
  });

  it('shows the verify-email screen for a pending account', async () => {
    stubFetch({ 'POST /auth/login': { body: { data: { user: { id: '3', status: 'pending' } } } } });
    renderWithApp(<LoginForm />);
    await type('Email address', 'ada@example.com');
    await type('Password', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email address' })).toBeInTheDocument();
  });

  it('decides the outcome by status and onboarding', () => {
    expect(loginOutcome({ status: 'active', onboarded: true }, 't')).toBe('dashboard');
    expect(loginOutcome({ status: 'active', onboarded: false }, 't')).toBe('onboarding');
    expect(loginOutcome({ status: 'pending', onboarded: false })).toBe('verify-email');
  });
});

describe('sign-up form', () => {
  it('keeps "Proceed" disabled until the privacy box is ticked', async () => {
    renderWithApp(<SignupForm />);
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(proceed).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(proceed).toBeEnabled();
  });

  it('shows every empty-field message', async () => {
    renderWithApp(<SignupForm />);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    for (const message of [
      'First Name cannot be empty',
      'Last Name cannot be empty',
      'Email cannot be empty',
      'Phone number cannot be empty',
      'Password cannot be empty',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('shows "Invalid phone number, use +234xxxxxxxxxx format" and "Invalid email address"', async () => {
    renderWithApp(<SignupForm />);
    await type('Email Address', 'ada@');
    await type('Phone Number', '0801 234 567');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.getByText('Invalid phone number, use +234xxxxxxxxxx format')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('registers with the phone as typed, sent normalised without the plus, then the verify screen and "Go back"', async () => {
    const { calls } = stubFetch({ 'POST /auth/register': { status: 201, body: { data: null, message: 'ok' } } });
    renderWithApp(<SignupForm />);
    await type('First Name', 'Ada');
    await type('Last Name', 'Obi');
    await type('Email Address', 'ada@example.com');
    await type('Phone Number', '0801 234 5678');
    await type('Create Password', 'a-long-password');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email address' })).toBeInTheDocument();
    const body = JSON.parse(String(calls[0]?.init?.body));
    expect(body).toMatchObject({
      first_name: 'Ada',
      phone_number: '2348012345678',
      base_url: window.location.origin,
      privacy: true,
      role: 'donor',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });
});

describe('sign-up intent', () => {
  it('starts the account of someone who needs blood as a recipient', async () => {
    const { calls } = stubFetch({ 'POST /auth/register': { status: 201, body: { data: null, message: 'ok' } } });
    renderWithApp(<SignupForm role="recipient" />);
    await type('First Name', 'Chiamaka');
    await type('Last Name', 'Okafor');
    await type('Email Address', 'chiamaka@example.com');
    await type('Phone Number', '0801 234 5678');
    await type('Create Password', 'a-long-password');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email address' })).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ role: 'recipient' });
  });
});

describe('forgot and reset password', () => {
  it('shows "Email cannot be empty" and "Invalid Email"', async () => {
    renderWithApp(<ForgotPasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email cannot be empty')).toBeInTheDocument();
    await type('Email address', 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
  });

  it('shows "Password cannot be empty" and "Passwords must match", then resets and goes to login', async () => {
    stubFetch({ 'POST /auth/reset-password': { body: { data: null } } });
    renderWithApp(<ResetPasswordForm token="tok" />, { route: '/password-reset?token=tok', path: '/password-reset' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    await type('New Password', 'a-long-password');
    await type('Confirm Password', 'another-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await type('Confirm Password', 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByText('login page')).toBeInTheDocument());
    expect(await screen.findByText('Password reset successfully.')).toBeInTheDocument();
  });
});
