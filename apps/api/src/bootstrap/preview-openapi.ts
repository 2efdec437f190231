import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { loadConfig } from '@app/config';
import { AppModule } from '../app.module.js';
import { API_PREFIX, describeApi } from './create-api.js';

/**
 * The API's OpenAPI document with no database and no listening server, so the user app's types can be generated
 * (and checked) anywhere. Nest's preview mode scans modules and routes without instantiating any provider: the
 * ORM, the mailer and the event backbone never start, so the database URL below is never dialled.
 */
export const previewOpenApi = async (): Promise<OpenAPIObject> => {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: join(tmpdir(), 'blood-match-openapi'),
    JWT_SECRET: 'openapi-document-never-signs-anything',
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, 'postgres://openapi@127.0.0.1:1/unused'),
    new FastifyAdapter(),
    { preview: true, logger: ['error'] },
  );
  app.setGlobalPrefix(API_PREFIX);
  try {
    return describeApi(app);
  } finally {
    await app.close();
  }
};
