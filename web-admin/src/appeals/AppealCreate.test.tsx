import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { AppealCreate, toAppealRequest, type AppealForm } from './AppealCreate';

/** Two days ahead, as a datetime-local input holds it (local time, to the minute). */
const inTwoDays = (() => {
  const at = new Date(Date.now() + 2 * 86_400_000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
})();

const LASUTH = { id: 'h1', name: 'Lagos State University Teaching Hospital', status: 'verified', state: 'Lagos' };

const renderCreate = (create: ReturnType<typeof vi.fn>) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        data: {
          states: [
            { id: 25, name: 'Lagos' },
            { id: 20, name: 'Kano' },
          ],
        },
      }),
    ),
  );
  return render(
    <AdminContext
      dataProvider={testDataProvider({
        getList: async () => ({ data: [LASUTH], total: 1 }) as never,
        getMany: async () => ({ data: [LASUTH] }) as never,
        getOne: async () => ({ data: LASUTH }) as never,
        create: create as never,
      })}
    >
      <ResourceContextProvider value="appeals">
        <AppealCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );
};

const form = (overrides: Partial<AppealForm> = {}): AppealForm => ({
  hospital_id: 'h1',
  groups_by: 'compatible',
  compatible_with: 'O-',
  blood_groups: ['A+'],
  area: { kind: 'state', state: 'Lagos', lgas: ['Ikeja'], radius_km: 30 },
  units_wanted: 20,
  until: '2026-11-28T18:00:00.000Z',
  reason: ' Tanker explosion ',
  per_hour: 4,
  margin_percent: 20,
  ...overrides,
});

describe('raising an appeal', () => {
  it('sends exactly one of the group choices and only the fields of the chosen area', () => {
    expect(toAppealRequest(form())).toEqual({
      hospital_id: 'h1',
      compatible_with: 'O-',
      area: { kind: 'state', state: 'Lagos' },
      units_wanted: 20,
      until: '2026-11-28T18:00:00.000Z',
      reason: 'Tanker explosion',
      per_hour: 4,
      margin_percent: 20,
    });
    const byGroups = toAppealRequest(
      form({ groups_by: 'groups', area: { kind: 'lgas', state: 'Lagos', lgas: ['Ikeja', 'Alimosho'] } }),
    );
    expect(byGroups).toMatchObject({
      blood_groups: ['A+'],
      area: { kind: 'lgas', state: 'Lagos', lgas: ['Ikeja', 'Alimosho'] },
    });
    expect(byGroups).not.toHaveProperty('compatible_with');
    expect(toAppealRequest(form({ area: { kind: 'radius', state: 'Lagos', radius_km: 25 } })).area).toEqual({
      kind: 'radius',
      state: 'Lagos',
      radius_km: 25,
    });
  });

  it('raises an appeal for chosen groups in a radius around a verified hospital, in its state', async () => {
    const create = vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { id: 'ap1', ...params.data },
    }));
    const user = userEvent.setup();
    renderCreate(create);
    await user.type(await screen.findByRole('combobox', { name: 'Hospital' }), 'Lagos');
    await user.click(await screen.findByRole('option', { name: LASUTH.name }));
    await user.click(screen.getByRole('radio', { name: 'These donor groups' }));
    await user.click(await screen.findByRole('checkbox', { name: 'O+' }));
    await user.click(screen.getByRole('checkbox', { name: 'O-' }));
    await user.click(screen.getByRole('radio', { name: 'A radius around the hospital' }));
    fireEvent.change(await screen.findByRole('spinbutton', { name: /Radius/ }), { target: { value: '25' } });
    // The hospital's state, which a radius is drawn in.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /State/ })).toHaveTextContent('Lagos'));
    fireEvent.change(screen.getByRole('spinbutton', { name: /Units wanted/ }), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/Until/), { target: { value: inTwoDays } });
    fireEvent.change(screen.getByRole('textbox', { name: /Public reason/ }), {
      target: { value: 'Building collapse in Ikeja' },
    });
    await user.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toEqual({
      hospital_id: 'h1',
      blood_groups: ['O+', 'O-'],
      area: { kind: 'radius', state: 'Lagos', radius_km: 25 },
      units_wanted: 12,
      until: new Date(inTwoDays).toISOString(),
      reason: 'Building collapse in Ikeja',
      per_hour: 4,
      margin_percent: 20,
    });
  });

  it('offers the LGAs of the chosen state as the API knows them', async () => {
    const user = userEvent.setup();
    renderCreate(vi.fn());
    await user.type(await screen.findByRole('combobox', { name: 'Hospital' }), 'Lagos');
    await user.click(await screen.findByRole('option', { name: LASUTH.name }));
    await user.click(screen.getByRole('radio', { name: 'Some LGAs of the state' }));
    await user.type(await screen.findByRole('combobox', { name: /LGAs/ }), 'Koso');
    expect(await screen.findByRole('option', { name: 'Kosofe' })).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: /LGAs/ }));
    await user.type(screen.getByRole('combobox', { name: /LGAs/ }), 'Kano Municipal');
    expect(screen.queryByRole('option', { name: 'Kano Municipal' })).toBeNull();
  });

  it('refuses an appeal ending in the past, sending nothing', async () => {
    const create = vi.fn();
    const user = userEvent.setup();
    renderCreate(create);
    await screen.findByRole('combobox', { name: 'Hospital' });
    fireEvent.change(screen.getByLabelText(/Until/), { target: { value: '2020-01-01T18:00' } });
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('An appeal runs from now to at most 7 days ahead')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
