import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { PNG, startTestApi, type TestApi } from '@test/api';
import { CleanUpUnclaimedUploadsJob } from '../../uploads/cleanup/clean-up-unclaimed-uploads.job.js';
import { FileStorage } from './file-storage.js';
import { S3Storage, type S3Settings } from './s3-storage.js';

const STORAGE_UNAVAILABLE = 'Files cannot be stored or read right now, please try again later';

/**
 * s3rver's one account. It parses every request's AWS Signature V4 authorization and refuses an unknown key id,
 * but does not recompute V4 signatures (aws4fetch's signing is checked by its own test suite against AWS's vectors).
 */
const KEY = 'S3RVER';
const BUCKET = 'blood-match-uploads';

describe('S3 storage against a local S3-compatible server', () => {
  let s3: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let directory: string;
  let settings: S3Settings;
  let api: TestApi;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'bloodmatch-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: KEY,
      secretAccessKey: KEY,
    };
    api = await startTestApi({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    });
  });
  afterAll(async () => {
    await api.close();
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('stores, reads and deletes through the storage interface', async () => {
    const storage = new S3Storage(settings);
    const key = 'files/0123456789abcdef01234567/Blood Drive (Ikeja).pdf'.replace(/[ ()]/g, '-');
    const body = Buffer.from('%PDF-1.4 a small document\n');
    await storage.put(key, body, 'application/pdf');
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.body.equals(body)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting what is gone is not an error
  });

  it('reports what the server refuses, with the operation and status', async () => {
    const stranger = new S3Storage({ ...settings, accessKeyId: 'UNKNOWN-KEY' });
    await expect(stranger.put('files/refused.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({
      detail: 'S3 PUT files/refused.txt failed with 403',
    });
    await expect(stranger.get('files/refused.txt')).rejects.toMatchObject({
      detail: 'S3 GET files/refused.txt failed with 403',
    });
  });

  it('serves an upload made through the API from the bucket, and the cleanup job deletes it there', async () => {
    expect(api.app.get(FileStorage)).toBeInstanceOf(S3Storage);
    const upload = await api
      .http()
      .post('/v1/uploads')
      .attach('file', PNG, { filename: 'passport.png', contentType: 'application/octet-stream' })
      .expect(201);
    const path = new URL(upload.body.data.url).pathname;
    const key = decodeURIComponent(path.slice('/v1/files/'.length));
    expect((await new S3Storage(settings).get(key))?.body.equals(PNG)).toBe(true);

    const served = await api.http().get(path).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    const em = api.app.get(EntityManager).fork();
    await em.getConnection().execute(`update upload set created_at = now() - interval '25 hours'`);
    expect(await api.app.get(CleanUpUnclaimedUploadsJob).run()).toBe(1);
    expect(await new S3Storage(settings).get(key)).toBeNull();
    await api.http().get(path).expect(404);
  });

  it('reports the bucket in the health report: up with the right key', async () => {
    const health = await api.http().get('/v1/health').expect(200);
    expect(health.body.data).toMatchObject({
      status: 'ok',
      storage: { driver: 's3', status: 'up' },
      mail: { transport: 'file', status: 'up' },
    });
  });

  it('with a key the server refuses: health says storage is down, uploads and downloads are a clear 503', async () => {
    const refused = await startTestApi({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'WRONG-KEY',
      S3_SECRET_ACCESS_KEY: 'a wrong secret',
    });
    try {
      const health = await refused.http().get('/v1/health').expect(200);
      expect(health.body.data).toMatchObject({ status: 'degraded', storage: { driver: 's3', status: 'down' } });
      expect(health.body.message).toContain('File storage is failing');

      const upload = await refused
        .http()
        .post('/v1/uploads')
        .attach('file', PNG, { filename: 'passport.png', contentType: 'image/png' });
      expect([upload.status, upload.type, upload.body]).toEqual([
        503,
        'application/json',
        { message: STORAGE_UNAVAILABLE, code: 'storage_unavailable' },
      ]);
      const uploads = await refused.app.get(EntityManager).fork().getConnection().execute('select 1 from upload');
      expect(uploads).toHaveLength(0);

      const download = await refused.http().get('/v1/files/files/0123456789abcdef01234567/passport.png-1');
      expect([download.status, download.type, download.body.code]).toEqual([
        503,
        'application/json',
        'storage_unavailable',
      ]);
    } finally {
      await refused.close();
    }
  });
});
