import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { registerMultipart } from './multipart.js';

const boundary = 'bench-boundary';
const multipartBody = (filename: string, content: string) =>
  [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${filename}"`,
    'Content-Type: text/plain',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');

const appWithUploads = async () => {
  const app = Fastify();
  await registerMultipart(app, { limits: { fileSize: 1024, files: 1 } });
  app.post('/upload', async (request) => {
    if (!request.isMultipart()) return { multipart: false };
    const file = await request.file();
    return { multipart: true, filename: file?.filename, bytes: (await file!.toBuffer()).length };
  });
  app.post('/save', async (request) => {
    await request.saveRequestFiles();
    return { saved: true };
  });
  app.get('/plain', async () => ({ ok: true }));
  await app.ready();
  return app;
};

describe('registerMultipart', () => {
  const upload = (app: Awaited<ReturnType<typeof appWithUploads>>, url: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody('note.txt', 'hello'),
    });

  it('reads an uploaded file as a stream', async () => {
    const app = await appWithUploads();
    expect((await upload(app, '/upload')).json()).toEqual({ multipart: true, filename: 'note.txt', bytes: 5 });
    await app.close();
  });

  it('refuses saving uploads to disk, which would need the clean-up hooks left out', async () => {
    const app = await appWithUploads();
    expect((await upload(app, '/save')).statusCode).toBe(500);
    await app.close();
  });

  it('adds no hook to the requests it does not parse', async () => {
    const app = await appWithUploads();
    expect(app.printRoutes({ includeHooks: true, commonPrefix: false })).not.toMatch(/onRequest|onResponse/);
    expect((await app.inject({ method: 'GET', url: '/plain' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
