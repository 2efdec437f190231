import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { PartnershipMessageList } from '../partnership-messages/PartnershipMessageList';
import { createDataProvider } from '../providers/data-provider';
import { staffSession } from '../providers/staff-session';

const ROWS = 1000;
const FORMULA_ROW = `m1000,"'=HYPERLINK(""http://evil.example"",""x"")",f***@example.com,'+1+1`;
const CSV = `\uFEFFid,name,email,description\r\n${Array.from({ length: ROWS - 1 }, (_, n) => `m${n},Partner ${n},p***@example.com,Plain`).join('\r\n')}\r\n${FORMULA_ROW}\r\n`;

/** The admin API as the console meets it: pages of at most 100 rows, and the export route writing the CSV. */
const stubAdminApi = () => {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://console');
      urls.push(url);
      if (url.pathname === '/v1/admin/queues')
        return new Response(JSON.stringify({ data: { queues: [] } }), {
          headers: { 'content-type': 'application/json' },
        });
      if (url.pathname.endsWith('/export'))
        return new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      const [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,24]') as [number, number];
      if (end - start >= 100)
        return new Response(JSON.stringify({ message: 'range must look like [0,24]' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      const rows = Array.from({ length: end - start + 1 }, (_, n) => ({
        id: `m${start + n}`,
        name: `Partner ${start + n}`,
        status: 'new',
        created_at: '2026-11-27T10:00:00Z',
      }));
      return new Response(JSON.stringify(rows), {
        headers: {
          'content-type': 'application/json',
          'content-range': `partnership-messages ${start}-${end}/${ROWS}`,
        },
      });
    }),
  );
  return urls;
};

describe('exporting a console list', () => {
  it('downloads every row of a 1,000-row list, formula cells as the API escaped them', async () => {
    staffSession.write({
      token: 'staff-token',
      expiresAt: '2099-01-01T00:00:00Z',
      staff: { id: 's1', email: 'mo@example.com', name: 'Mo', role: 'moderator' },
    });
    const urls = stubAdminApi();
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    render(
      <AdminContext dataProvider={createDataProvider()}>
        <ResourceContextProvider value="partnership-messages">
          <PartnershipMessageList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await screen.findByText('Partner 0');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(files).toHaveLength(1));
    const text = await files[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines.at(-1)).toBe(FORMULA_ROW);
    const exportCall = urls.find((url) => url.pathname === '/v1/admin/partnership-messages/export')!;
    expect(JSON.parse(exportCall.searchParams.get('sort') ?? '')).toEqual(['created_at', 'DESC']);
    expect(JSON.parse(exportCall.searchParams.get('filter') ?? '')).toEqual({});
    const pages = urls.filter((url) => url.searchParams.has('range'));
    const sizes = pages.map((url) => JSON.parse(url.searchParams.get('range')!) as [number, number]);
    expect(sizes.every(([start, end]) => end - start < 100)).toBe(true);
  });
});
