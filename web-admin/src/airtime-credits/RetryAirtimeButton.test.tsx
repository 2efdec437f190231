import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { RetryAirtimeButton } from './RetryAirtimeButton';

const credit = (status: string) => ({
  id: 'a1',
  status,
  can_retry: status === 'failed',
  amount_ngn: 1000,
  donor_name: 'Ada Obi',
  phone_number: '234803****567',
  last_error: 'VTpass 500 -: no description',
});

const renderButton = (record: ReturnType<typeof credit>, retryAirtimeCredit = vi.fn(), explain = false) =>
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), retryAirtimeCredit }}>
      <RecordContextProvider value={record}>
        <RetryAirtimeButton explain={explain} />
      </RecordContextProvider>
    </AdminContext>,
  );

describe('RetryAirtimeButton', () => {
  it('sends a failed credit again after saying what will happen', async () => {
    const retry = vi.fn(async () => ({ id: 'a1', status: 'pending' }));
    const user = userEvent.setup();
    renderButton(credit('failed'), retry);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this airtime credit again?' });
    expect(dialog).toHaveTextContent('NGN 1000 to Ada Obi');
    expect(dialog).toHaveTextContent('without paying again');
    await user.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(retry).toHaveBeenCalledWith('a1'));
  });

  it('offers nothing for a credit that has not failed, and says why where asked', () => {
    renderButton(credit('sent'));
    expect(screen.queryByRole('button')).toBeNull();
    renderButton(credit('awaiting_phone'), vi.fn(), true);
    expect(
      screen.getByText('This credit is awaiting phone; only a failed credit can be sent again.'),
    ).toBeInTheDocument();
  });
});
