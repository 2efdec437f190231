import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { symbols, type Logger } from 'pino';
import { startTestApi, type TestApi } from '@test/api';
import { isUuid } from '@app/domain';

describe('request ids', () => {
  let api: TestApi;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    // The API's root logger, made to log at info into this test instead of standard output.
    const log = api.app.getHttpAdapter().getInstance().log as unknown as Logger & Record<symbol, unknown>;
    log.level = 'info';
    log[symbols.streamSym] = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
  });
  afterAll(() => api.close());

  it('echoes the request id and puts it on every line logged for the request', async () => {
    lines.length = 0;
    const given = await api.http().get('/v1/health').set('x-request-id', 'probe-request-0001').expect(200);
    expect(given.headers['x-request-id']).toBe('probe-request-0001');
    const made = await api.http().get('/v1/user').expect(401);
    const madeId = made.headers['x-request-id'];
    expect(isUuid(madeId)).toBe(true);

    const linesOf = (id: unknown) => lines.filter((line) => line['reqId'] === id).map((line) => line['msg']);
    expect(linesOf('probe-request-0001')).toEqual(['incoming request', 'request completed']);
    expect(linesOf(madeId)).toEqual(['incoming request', 'request completed']);
    expect(lines.filter((line) => line['reqId'] === undefined)).toEqual([]);
  });
});
