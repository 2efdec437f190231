import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { loadConfig, type AppConfig } from '@app/config';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import { createApi } from '../../src/bootstrap/create-api.js';

export interface TestApi {
  app: NestFastifyApplication;
  openApi: OpenAPIObject;
  config: AppConfig;
  database: TestDatabase;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * The real API on a database of this test file's own, with mail written under a fresh DATA_DIR. Given another
 * instance's `database`, it is a second API instance on the same database (which the first one drops).
 */
export const startTestApi = async (
  env: Record<string, string> = {},
  shared: { database?: TestDatabase } = {},
): Promise<TestApi> => {
  const database = shared.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'bloodmatch-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_USER_DIST: join(dataDir, 'no-web-app'),
    WEB_ADMIN_DIST: join(dataDir, 'no-admin-app'),
    ...env,
  });
  const { app, openApi } = await createApi(config, database.url);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    openApi,
    config,
    database,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      if (!shared.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
