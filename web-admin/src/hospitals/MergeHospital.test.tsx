import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { MergeHospital } from './HospitalShow';

const duplicate = { id: 'h-dup', name: 'LASUTH Annex', town: 'Ikeja', state: 'Lagos', status: 'listed' };
const kept = {
  id: 'h-kept',
  name: 'Lagos State University Teaching Hospital',
  town: 'Ikeja',
  state: 'Lagos',
  status: 'verified',
};

describe('MergeHospital', () => {
  it('merges the duplicate into the hospital staff choose', async () => {
    const mergeHospital = vi.fn(async () => kept);
    const getList = vi.fn(async () => ({ data: [kept], total: 1 }));
    const getMany = vi.fn(async () => ({ data: [kept] }));
    const user = userEvent.setup();
    render(
      // The stubs answer with plain records, as the API does; react-admin's generic signatures cannot see that.
      <AdminContext dataProvider={{ ...testDataProvider(), getList, getMany, mergeHospital } as never}>
        <MergeHospital hospital={duplicate} />
      </AdminContext>,
    );
    await user.click(screen.getByRole('button', { name: 'Merge into…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge LASUTH Annex into another hospital?' });
    expect(dialog).toHaveTextContent('Its requests move to the hospital you choose');
    await user.type(screen.getByLabelText(/Hospital that stays/), 'Lagos');
    await user.click(
      await screen.findByRole('option', {
        name: /Lagos State University Teaching Hospital \(Ikeja, Lagos, verified\)/,
      }),
    );
    await user.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(mergeHospital).toHaveBeenCalledWith('h-dup', 'h-kept'));
  });
});
