import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '@test/api';

describe('reasons', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const reasons = async (type: string, language: string) =>
    (await api.http().get(`/v1/util/reasons?type=${type}`).set('accept-language', language).expect(200)).body.data
      .reasons as { id: number; name: string; other: boolean }[];

  it('names each reason in the language asked for, the same ids whatever the language, and marks "Other"', async () => {
    const english = await reasons('request', 'en');
    const yoruba = await reasons('request', 'yo');
    expect(yoruba.map((reason) => reason.id)).toEqual(english.map((reason) => reason.id));
    expect(english[0]).toEqual({ id: expect.any(Number), name: 'Surgery', other: false });
    expect(yoruba[0]?.name).toBe('Iṣẹ́ abẹ');
    expect(yoruba.filter((reason) => reason.other)).toEqual([
      { id: expect.any(Number), name: 'Ìdí mìíràn', other: true },
    ]);
    expect((await reasons('decline', 'ha')).map((reason) => reason.name)).toContain('Ina shan magani');
  });
});
