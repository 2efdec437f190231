import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { HospitalOfficerEdit } from './HospitalOfficerEdit';

const OFFICER = {
  id: 'o1',
  name: 'Ngozi Eze',
  email: 'ngozi@lasuth.example.org',
  hospital: 'Lagos State University Teaching Hospital',
  role: 'blood_bank_officer',
  disabled: false,
};

describe('HospitalOfficerEdit', () => {
  it('disables an officer by sending the switch alone', async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...OFFICER, ...params.data },
    }));
    render(
      <AdminContext
        dataProvider={testDataProvider({
          getOne: async () => ({ data: OFFICER }) as never,
          update: update as never,
        })}
      >
        <ResourceContextProvider value="hospital-officers">
          <HospitalOfficerEdit id="o1" />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Lagos State University Teaching Hospital')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /disabled/i }));
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].data).toEqual({ disabled: true });
  });
});
