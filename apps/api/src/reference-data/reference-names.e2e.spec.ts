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

describe('education levels', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('labels every seeded level in the language asked for and keeps the seeded name the form sends back', async () => {
    const levels = async (language: string) =>
      (await api.http().get('/v1/util/education-levels').set('accept-language', language).expect(200)).body.data
        .education_levels as { id: number; name: string; label: string }[];
    const english = await levels('en');
    const hausa = await levels('ha');
    expect(hausa.map(({ id, name }) => ({ id, name }))).toEqual(english.map(({ id, name }) => ({ id, name })));
    expect(english.every(({ name, label }) => name === label)).toBe(true);
    expect(hausa.find(({ name }) => name === 'Primary School')?.label).toBe('Makarantar firamare');
    // Every seeded level has its own word in each language: none falls back to the English name.
    for (const language of ['ha', 'yo', 'ig', 'pcm'])
      expect((await levels(language)).filter(({ name, label }) => name === label)).toEqual([]);
  });
});
