import { MODERATION_MOVES } from '@app/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  HttpError,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { MODERATION_MOVE_LABELS } from './moderation-moves';
import { StatusActions } from './StatusActions';

const renderActions = (record: { id: string; status: string; staff_note?: string }, update: DataProvider['update']) =>
  render(
    <AdminContext dataProvider={testDataProvider({ update })}>
      <ResourceContextProvider value="abuse-reports">
        <RecordContextProvider value={record}>
          <StatusActions
            moves={MODERATION_MOVES}
            labels={MODERATION_MOVE_LABELS}
            noteField="staff_note"
            noteLabel="Staff note"
          />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('StatusActions', () => {
  it('offers only the moves the workflow allows from the current status', () => {
    renderActions({ id: 'r1', status: 'investigating' }, vi.fn());
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Investigate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('offers nothing on a closed report', () => {
    renderActions({ id: 'r1', status: 'dismissed' }, vi.fn());
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Closed as dismissed/)).toBeInTheDocument();
  });

  it('asks for a note before closing, then saves the status with it', async () => {
    const update = vi.fn(async (_resource: string, params: { id: unknown; data: object }) => ({
      data: { id: params.id, ...params.data },
    })) as unknown as DataProvider['update'];
    const user = userEvent.setup();
    renderActions({ id: 'r1', status: 'open' }, update);

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss?' });
    await user.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    expect(await screen.findByText('Say why, for the record')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Staff note/), 'Duplicate of an earlier report');
    await user.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith(
      'abuse-reports',
      expect.objectContaining({
        id: 'r1',
        data: { status: 'dismissed', staff_note: 'Duplicate of an earlier report' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the API message when the move is refused', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('This report is already closed', 409, { message: 'This report is already closed' });
    }) as unknown as DataProvider['update'];
    const user = userEvent.setup();
    renderActions({ id: 'r1', status: 'open' }, update);

    await user.click(screen.getByRole('button', { name: 'Investigate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('This report is already closed');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
