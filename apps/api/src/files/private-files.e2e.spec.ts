import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DOCX, PDF, PNG, signInTestUser, startTestApi, type TestApi } from '@test/api';

/** Every directory and file under `root`, with its permission bits. */
const modesUnder = (root: string): { path: string; mode: number; directory: boolean }[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' }).map((entry) => {
    const stats = statSync(join(root, entry));
    return { path: entry, mode: stats.mode & 0o777, directory: stats.isDirectory() };
  });

describe('uploaded files, written mail and secrets', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const upload = async (content: Buffer, filename: string) => {
    const stored = await api
      .http()
      .post('/v1/uploads')
      .attach('file', content, { filename, contentType: 'application/octet-stream' })
      .expect(201);
    return api.http().get(new URL(stored.body.data.url).pathname).expect(200);
  };

  it('serves pictures inline and documents (CVs) only as downloads', async () => {
    expect((await upload(PNG, 'passport.png')).headers['content-disposition']).toMatch(/^inline; filename=".+\.png"$/);
    expect((await upload(PDF, 'cv.pdf')).headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect((await upload(DOCX, 'cv.docx')).headers['content-disposition']).toMatch(/^attachment; filename=".+\.docx"$/);
  });

  it("creates uploads, written mail and secrets readable by the service's user only", async () => {
    await upload(PDF, 'private.pdf');
    await signInTestUser(api, 'modes@example.com');
    for (const area of ['uploads', 'mail', 'secrets']) {
      const entries = modesUnder(join(api.config.DATA_DIR, area));
      expect(entries.filter((entry) => !entry.directory).length).toBeGreaterThan(0);
      for (const entry of [
        { path: '.', mode: statSync(join(api.config.DATA_DIR, area)).mode & 0o777, directory: true },
        ...entries,
      ])
        expect([area, entry.path, entry.mode.toString(8)]).toEqual([area, entry.path, entry.directory ? '700' : '600']);
    }
  });
});
