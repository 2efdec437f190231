import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { StopAppealButton } from './StopAppealButton';

const appeal = (status: string) => ({
  id: 'ap1',
  status,
  coming_count: 7,
  hospital: { id: 'h1', name: 'Lagos State University Teaching Hospital' },
});

const renderButton = (record: ReturnType<typeof appeal>, stopAppeal = vi.fn(), explain = false) =>
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), stopAppeal }}>
      <RecordContextProvider value={record}>
        <StopAppealButton explain={explain} />
      </RecordContextProvider>
    </AdminContext>,
  );

describe('StopAppealButton', () => {
  it('stops a running appeal only once confirmed', async () => {
    const stop = vi.fn(async () => ({ ...appeal('stopped') }));
    const user = userEvent.setup();
    renderButton(appeal('running'), stop);
    await user.click(screen.getByRole('button', { name: 'Stop appeal' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Stop the appeal for Lagos State University Teaching Hospital?',
    });
    expect(dialog).toHaveTextContent('Donors coming: 7.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stop).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Stop appeal' }));
    const again = await screen.findByRole('dialog');
    await user.click(again.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(stop).toHaveBeenCalledWith('ap1'));
  });

  it('offers nothing for an appeal that no longer runs, and says why where asked', () => {
    renderButton(appeal('filled'));
    expect(screen.queryByRole('button')).toBeNull();
    renderButton(appeal('stopped'), vi.fn(), true);
    expect(screen.getByText('This appeal is stopped; only a running appeal can be stopped.')).toBeInTheDocument();
  });
});
