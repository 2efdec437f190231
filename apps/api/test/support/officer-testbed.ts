import { journeyFixtures, type JourneyFixtures } from './journey-fixtures.js';
import {
  bearer,
  signInTestOfficer,
  signInTestStaff,
  type SignedInOfficer,
  type SignedInStaff,
} from './staff-sign-in.js';
import { startTestApi, type TestApi } from './test-api.js';

export interface OfficerTestbed {
  api: TestApi;
  fixtures: JourneyFixtures;
  /** A moderator: invites officers, verifies and suspends hospitals. */
  staff: SignedInStaff;
  /** An officer of LASUTH, the verified hospital of the fixtures. */
  officer: SignedInOfficer;
}

/**
 * Where the tests of the officers' hospital work start: an API with the journey fixtures, a moderator and an officer
 * of LASUTH, both signed in (the login limit lifted, as such tests sign many in).
 */
export const startOfficerTestbed = async (env: Record<string, string> = {}): Promise<OfficerTestbed> => {
  const api = await startTestApi({ RATE_LIMIT_LOGIN_IP: '1000/60', LOG_LEVEL: 'error', ...env });
  const fixtures = await journeyFixtures(api);
  const staff = await signInTestStaff(api, 'moderator');
  const officer = await signInTestOfficer(api, staff, fixtures.lasuth);
  return { api, fixtures, staff, officer };
};

export type TestCaller = [who: string, headers: () => Promise<Record<string, string>>];

/**
 * Callers an officer's route refuses (401): nobody, a user, staff, and an officer whom staff disabled. The testbed is
 * read when a caller's headers are made (in a test), so the list can be built before `beforeAll` has run.
 */
export const notOfficers = (testbed: () => OfficerTestbed): TestCaller[] => [
  ['anonymous', () => Promise.resolve({})],
  ['a user', async () => testbed().fixtures.auth(await testbed().fixtures.person('User'))],
  ['staff', () => Promise.resolve(bearer(testbed().staff.token))],
  [
    'a disabled officer',
    async () => {
      const { api, fixtures, staff } = testbed();
      const other = await signInTestOfficer(api, staff, fixtures.lasuth);
      await api
        .http()
        .put(`/v1/admin/hospital-officers/${other.id}`)
        .set(bearer(staff.token))
        .send({ disabled: true })
        .expect(200);
      return bearer(other.token);
    },
  ],
];
