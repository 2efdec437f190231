import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import SwaggerParser from '@apidevtools/swagger-parser';
import { startTestApi, type TestApi } from '@test/api';

describe('OpenAPI document', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('is a valid OpenAPI document served at /v1/docs-json, with the UI at /v1/docs', async () => {
    const served = await api.http().get('/v1/docs-json').expect(200);
    await expect(SwaggerParser.validate(structuredClone(served.body))).resolves.toBeDefined();
    const ui = await api.http().get('/v1/docs').redirects(1);
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('documents every operation with its replies, and every body with a schema', () => {
    for (const [path, item] of Object.entries(api.openApi.paths)) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { responses?: object; requestBody?: { content?: object } }>,
      )) {
        expect([path, method, Object.keys(operation.responses ?? {}).length > 0]).toEqual([path, method, true]);
        if (operation.requestBody)
          expect([path, method, Object.keys(operation.requestBody.content ?? {}).length > 0]).toEqual([
            path,
            method,
            true,
          ]);
      }
    }
  });

  it('says what the API does: a defaulted parameter is optional, every path parameter declared, errors are JSON', () => {
    type Operation = {
      parameters?: { in: string; name: string; required?: boolean; schema?: { default?: unknown } }[];
      responses?: Record<string, { content?: Record<string, unknown> }>;
    };
    const contradictions: string[] = [];
    for (const [path, item] of Object.entries(api.openApi.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? [])
          if (parameter.required && parameter.schema?.default !== undefined)
            contradictions.push(`${where}: ${parameter.name} is required but has a default`);
        for (const [, name] of path.matchAll(/\{(\w+)\}/g))
          if (!(operation.parameters ?? []).some((parameter) => parameter.in === 'path' && parameter.name === name))
            contradictions.push(`${where}: path parameter ${name} not declared`);
        for (const [status, response] of Object.entries(operation.responses ?? {}))
          if (Number(status) >= 400 && Object.keys(response.content ?? {}).join() !== 'application/json')
            contradictions.push(`${where}: ${status} documented as ${Object.keys(response.content ?? {}).join()}`);
      }
    }
    expect(contradictions).toEqual([]);
  });

  it('documents the 400 a malformed body brings to a route that reads none', async () => {
    const refused = await api
      .http()
      .put('/v1/notifications/read-all')
      .set('content-type', 'application/json')
      .send('{"__proto__": {"admin": true}}');
    expect(refused.status).toBe(400);
    expect(refused.type).toBe('application/json');
    const readAll = (api.openApi.paths['/v1/notifications/read-all'] as { put: { responses: Record<string, unknown> } })
      .put;
    expect(Object.keys(readAll.responses)).toContain('400');
  });

  it('answers unknown routes with the error shape', async () => {
    const missing = await api.http().get('/v1/no-such-route').expect(404);
    expect(missing.body).toEqual({ message: expect.any(String), code: 'not_found' });
    const id = await api.http().get('/v1/health').expect(200);
    expect(id.headers['x-request-id']).toEqual(expect.any(String));
    expect(id.body.data.database.status).toBe('up');
  });
});
