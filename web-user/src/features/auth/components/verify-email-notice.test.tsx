import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { VerifyEmailNotice } from './verify-email-notice';

describe('verify-email screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('disables Resend for a 60-second countdown, then resends and counts again', async () => {
    const { calls } = stubFetch({
      'POST /auth/login': { body: { data: { user: { id: 1, status: 'pending' } } } },
    });
    const onBack = vi.fn();
    renderWithApp(<VerifyEmailNotice email="ada@example.com" password="secret-pass" onBack={onBack} />);

    expect(screen.getByRole('heading', { name: 'Verify your email address' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can resend the email in 01:00')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(59_000));
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can resend the email in 00:01')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_000));
    expect(resend).toBeEnabled();

    vi.useRealTimers();
    fireEvent.click(resend);
    expect(await screen.findByText('Verification code resent')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.init?.body).toContain('"email":"ada@example.com"');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
