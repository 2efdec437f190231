import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { renderWithApp, stubFetch } from '@/test/render';
import { ReportAbuseForm } from './report-abuse-form';

afterEach(() => vi.unstubAllGlobals());

describe('report abuse', () => {
  it('names the recipient for a donor and the donor for a recipient', () => {
    const donor = renderWithApp(<ReportAbuseForm role="donor" />);
    expect(screen.getByLabelText("Recipient's name")).toBeInTheDocument();
    donor.unmount();
    renderWithApp(<ReportAbuseForm role="recipient" />);
    expect(screen.getByLabelText("Donor's name")).toBeInTheDocument();
  });

  it('shows the messages as the product does, then reports', async () => {
    const { calls } = stubFetch({ 'POST /feedbacks/report-abuse': { status: 201, body: { data: null } } });
    renderWithApp(<ReportAbuseForm role="recipient" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Donor's name"), 'Musa Bello');
    await userEvent.type(screen.getByLabelText('Description'), 'Asked me for money.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain('Report submitted successfully.'),
    );
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      name: 'Musa Bello',
      description: 'Asked me for money.',
    });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });
});
