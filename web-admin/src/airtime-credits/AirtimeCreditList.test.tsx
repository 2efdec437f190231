import { render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { AirtimeCreditList } from './AirtimeCreditList';

const row = (id: string, status: string) => ({
  id,
  status,
  can_retry: status === 'failed',
  amount_ngn: 1000,
  donor_id: `donor-${id}`,
  donor_name: 'Ada Obi',
  phone_number: '234803****567',
  attempts: status === 'failed' ? 6 : 1,
  last_error: status === 'failed' ? 'VTpass 500 -: no description' : null,
  decided_at: '2026-11-27T10:00:00.000Z',
  sent_at: status === 'sent' ? '2026-11-27T10:01:00.000Z' : null,
});

describe('AirtimeCreditList', () => {
  it('lists the credits newest first with their status and a status filter, and offers Retry on the failed one only', async () => {
    const getList = vi.fn(async () => ({ data: [row('a1', 'failed'), row('a2', 'sent')], total: 2 }));
    const { container } = render(
      <AdminContext
        dataProvider={testDataProvider({
          getList: getList as unknown as DataProvider['getList'],
          getMany: (async () => ({ data: [] })) as unknown as DataProvider['getMany'],
        })}
      >
        <ResourceContextProvider value="airtime-credits">
          <AirtimeCreditList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const failed = (await screen.findByText('VTpass 500 -: no description')).closest('tr')!;
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(container.querySelector('form input[name="status"]')).not.toBeNull();
    const sent = screen.getByText('sent').closest('tr')!;
    expect(within(sent).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(getList).toHaveBeenCalledWith(
      'airtime-credits',
      expect.objectContaining({ sort: { field: 'decided_at', order: 'DESC' } }),
    );
  });
});
