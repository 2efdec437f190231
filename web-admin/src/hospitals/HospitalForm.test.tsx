import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, defaultI18nProvider, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createDataProvider } from '../providers/data-provider';
import { HospitalCreate } from './HospitalCreate';
import { HospitalEdit } from './HospitalEdit';

// The map itself (Leaflet) needs a real browser; here it is a double that lets the test click it.
const mapCalls = vi.hoisted(() => ({
  mounted: [] as Array<{
    position: { latitude: number; longitude: number } | null;
    onPick: (latitude: number, longitude: number) => void;
    onTiles: (shown: boolean) => void;
  }>,
  shown: [] as Array<[number, number]>,
}));
vi.mock('./position-map', () => ({
  mountPositionMap: (_element: HTMLElement, options: (typeof mapCalls.mounted)[number]) => {
    mapCalls.mounted.push(options);
    return { show: (latitude: number, longitude: number) => mapCalls.shown.push([latitude, longitude]), remove() {} };
  },
}));

const STATES = [
  { id: 24, name: 'Lagos' },
  { id: 30, name: 'Oyo' },
];
const HOSPITAL = {
  id: 'h1',
  name: 'Yaba General Hospital',
  aliases: ['YGH'],
  kind: 'general',
  address: '1 Herbert Macaulay Way',
  town: 'Yaba',
  lga: 'Lagos Mainland',
  state_id: 24,
  state: 'Lagos',
  latitude: 6.5095,
  longitude: 3.3711,
  position_source: 'registry',
  phone: null,
  has_blood_bank: true,
  facility_code: 'HFR-1',
  status: 'verified',
  source: 'registry',
};

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** The API as the console reaches it: public reference data, and the admin routes answering from `admin`. */
function stubApi(options: {
  map: { status: number; body?: unknown };
  admin?: (sent: Sent) => { status: number; body: unknown };
}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://console');
      const method = init.method ?? (typeof input === 'string' ? 'GET' : input.method);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/v1/util/states') return json(200, { data: { states: STATES } });
      if (url.pathname === '/v1/util/map') return json(options.map.status, options.map.body ?? {});
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      const call = { method, path: url.pathname, body };
      sent.push(call);
      const reply = options.admin?.(call) ?? { status: 404, body: { message: 'Not found' } };
      return json(reply.status, reply.body);
    }),
  );
  return sent;
}

const renderAt = (path: string, page: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={defaultI18nProvider}>
        <ResourceContextProvider value="hospitals">
          <Routes>
            <Route path="*" element={page} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

beforeEach(() => {
  mapCalls.mounted.length = 0;
  mapCalls.shown.length = 0;
});

describe('adding a hospital', () => {
  it('places it with a click on the map and sends the details the API takes', async () => {
    const sent = stubApi({
      map: { status: 200, body: { data: { tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'OSM' } } },
      admin: ({ body }) => ({ status: 201, body: { ...body, id: 'h9', status: 'listed' } }),
    });
    const user = userEvent.setup();
    renderAt('/hospitals/create', <HospitalCreate />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ikeja Heart Specialist Hospital');
    const aliases = screen.getByRole('combobox', { name: 'Other names' });
    await user.type(aliases, 'IHSH{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Specialist' }));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Lagos' }));
    await user.type(screen.getByRole('textbox', { name: 'Facility code (HFR)' }), '25/21/1/2/1/0042');

    // A click on the map sets both coordinates.
    await waitFor(() => expect(mapCalls.mounted).toHaveLength(1));
    expect(mapCalls.mounted[0]!.position).toBeNull();
    mapCalls.mounted[0]!.onPick(6.6018, 3.3515);
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(6.6018));
    expect(screen.getByRole('spinbutton', { name: 'Longitude' })).toHaveValue(3.3515);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/admin/hospitals' });
    expect(sent[0]!.body).toMatchObject({
      name: 'Ikeja Heart Specialist Hospital',
      aliases: ['IHSH'],
      kind: 'specialist',
      state_id: 24,
      latitude: 6.6018,
      longitude: 3.3515,
      has_blood_bank: false,
      facility_code: '25/21/1/2/1/0042',
    });
  });

  it("shows the domain's messages beside the fields and sends nothing while they stand", async () => {
    const sent = stubApi({ map: { status: 503 } });
    const user = userEvent.setup();
    renderAt('/hospitals/create', <HospitalCreate />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'GH');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hospital name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Choose the kind of hospital')).toBeInTheDocument();
    expect(screen.getByText('State cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Latitude cannot be empty')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps the coordinate inputs when the map cannot be shown', async () => {
    stubApi({ map: { status: 503 } });
    renderAt('/hospitals/create', <HospitalCreate />);
    expect(await screen.findByText(/The map cannot be shown here/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map to place the hospital' })).toBeNull();
    expect(mapCalls.mounted).toEqual([]);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '6.6');
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(6.6);
  });

  it('gives way to the inputs when the tiles do not load', async () => {
    stubApi({
      map: { status: 200, body: { data: { tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '' } } },
    });
    renderAt('/hospitals/create', <HospitalCreate />);
    await waitFor(() => expect(mapCalls.mounted).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Map to place the hospital' })).toBeInTheDocument();
    mapCalls.mounted[0]!.onTiles(false);
    expect(await screen.findByText(/The map cannot be shown here/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Longitude' })).toBeEnabled();
  });
});

describe('editing a hospital', () => {
  it('starts the map at its position, follows typed coordinates, and shows the API field error on a taken code', async () => {
    const sent = stubApi({
      map: { status: 200, body: { data: { tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '' } } },
      admin: ({ method }) =>
        method === 'GET'
          ? { status: 200, body: HOSPITAL }
          : {
              status: 409,
              body: {
                message: 'Another hospital already has this facility code',
                code: 'facility_code_taken',
                errors: { facility_code: 'Another hospital already has this facility code' },
              },
            },
    });
    const user = userEvent.setup();
    renderAt('/hospitals/h1', <HospitalEdit id="h1" />);
    expect(await screen.findByDisplayValue('Yaba General Hospital')).toBeInTheDocument();
    await waitFor(() => expect(mapCalls.mounted).toHaveLength(1));
    expect(mapCalls.mounted[0]!.position).toEqual({ latitude: 6.5095, longitude: 3.3711 });

    const latitude = screen.getByRole('spinbutton', { name: 'Latitude' });
    await user.clear(latitude);
    await user.type(latitude, '6.52');
    await waitFor(() => expect(mapCalls.shown).toContainEqual([6.52, 3.3711]));

    const code = screen.getByRole('textbox', { name: 'Facility code (HFR)' });
    await user.clear(code);
    await user.type(code, 'HFR-7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = (await screen.findByText('Another hospital already has this facility code')).closest(
      '.MuiFormControl-root',
    ) as HTMLElement;
    expect(within(field).getByRole('textbox', { name: 'Facility code (HFR)' })).toBeInTheDocument();
    const put = sent.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ path: '/v1/admin/hospitals/h1' });
    expect(put!.body).toMatchObject({ latitude: 6.52, longitude: 3.3711, facility_code: 'HFR-7', aliases: ['YGH'] });
  });
});
