import { EntityManager } from '@mikro-orm/postgresql';
import { signSessionToken } from '@app/auth';
import type { BloodGroup, Gender, HospitalStatus, StaffRole } from '@app/domain';
import {
  AbuseReportEntity,
  AdvocateApplicationEntity,
  BloodRequestEntity,
  FeedbackEntity,
  HospitalEntity,
  StateEntity,
  UserEntity,
} from '@app/persistence';
import { signInTestStaff, type SignedInStaff } from './staff-sign-in.js';
import { startTestApi, type TestApi } from './test-api.js';

export interface Person {
  id: string;
  token: string;
  phone: string;
}

export interface PersonOptions {
  bloodGroup?: BloodGroup;
  gender?: Gender;
  at?: { latitude: number; longitude: number };
  state?: string;
  lastDonation?: string | null;
  suspendedUntil?: Date | null;
  pausedUntil?: Date | null;
  dob?: string;
}

export const HOSPITAL = { latitude: 6.58, longitude: 3.35 }; // Ikeja, Lagos
export const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
export const IKORODU = { latitude: 6.6194, longitude: 3.5105 }; // about 18 km away
export const IBADAN = { latitude: 7.3775, longitude: 3.947 }; // Oyo State, about 110 km away

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The people and requests of a blood-request journey on a running test API: onboarded, verified users written
 * straight to the database (sign-up has its own tests) with session tokens, and a valid request body.
 */
export const journeyFixtures = async (api: TestApi) => {
  const em = () => api.app.get(EntityManager).fork();
  const states = Object.fromEntries((await em().find(StateEntity, {})).map((state) => [state.name, state]));
  const reasons = await em().execute<{ id: number; type: string }[]>('select id, type from reason');
  const requestReasonId = reasons.find((reason) => reason.type === 'request')!.id;
  const declineReasonId = reasons.find((reason) => reason.type === 'decline')!.id;
  const people: Record<string, Person> = {};
  let counter = 0;

  const person = async (name: string, options: PersonOptions = {}): Promise<Person> => {
    counter += 1;
    const phone = `2348${String(100000000 + counter).padStart(9, '0')}`;
    const fork = em();
    const user = fork.create(UserEntity, {
      firstName: name,
      lastName: `Tester${counter}`,
      email: `${name.toLowerCase()}-${counter}@journey.example.com`,
      phoneNumber: phone,
      passwordHash: 'not-used',
      status: 'active',
      verifiedAt: new Date(),
      onboarded: true,
      gender: options.gender ?? 'Male',
      dob: options.dob ?? '1990-01-01',
      bloodGroup: options.bloodGroup ?? 'A+',
      state: states[options.state ?? 'Lagos']!,
      latitude: (options.at ?? IKEJA).latitude,
      longitude: (options.at ?? IKEJA).longitude,
      address: 'somewhere',
      lastDonationDate: options.lastDonation ?? null,
      suspendedUntil: options.suspendedUntil ?? null,
      pausedUntil: options.pausedUntil ?? null,
    });
    await fork.flush();
    const created = { id: user.id, token: signSessionToken(user.id, api.config.JWT_SECRET, 3600), phone };
    people[name] = created;
    return created;
  };

  /** A hospital of the registry, verified unless told otherwise. */
  const hospital = async (
    name: string,
    options: { status?: HospitalStatus; at?: { latitude: number; longitude: number }; state?: string } = {},
  ) => {
    const fork = em();
    const created = fork.create(HospitalEntity, {
      name,
      searchText: name.toLowerCase(),
      kind: 'teaching',
      state: states[options.state ?? 'Lagos']!,
      latitude: (options.at ?? HOSPITAL).latitude,
      longitude: (options.at ?? HOSPITAL).longitude,
      positionSource: 'staff',
      status: options.status ?? 'verified',
      verifiedAt: (options.status ?? 'verified') === 'verified' ? new Date() : null,
      source: 'staff',
    });
    await fork.flush();
    return created.id;
  };
  const lasuth = await hospital('Lagos State University Teaching Hospital');

  /**
   * A valid request body at a verified hospital in Ikeja. Overriding the free-text hospital, state or position
   * (without a hospital_id) makes it a request without a registry hospital, as the spec's payload allows.
   */
  const requestBody = (overrides: Record<string, unknown> = {}) => {
    const freeText = ['hospital', 'state_id', 'latitude', 'longitude'].some((key) => key in overrides);
    return {
      recipient: 'self',
      gender: 'Female',
      blood_group: 'A+',
      reason_id: requestReasonId,
      units: 1,
      date: `${isoDay(new Date(Date.now() + 86_400_000))} 10:00:00`,
      ...(freeText && !('hospital_id' in overrides)
        ? {
            hospital: 'Lagos State University Teaching Hospital',
            state_id: states.Lagos!.id,
            latitude: String(HOSPITAL.latitude),
            longitude: String(HOSPITAL.longitude),
          }
        : { hospital_id: lasuth }),
      physician: 'Dr Bello',
      ...overrides,
    };
  };

  /** An abuse report waiting for staff, in the caller's unit of work. */
  const storedAbuseReport = (fork: EntityManager, values: Record<string, unknown> = {}) =>
    fork.create(AbuseReportEntity, {
      reporterRole: 'recipient',
      name: 'Someone',
      description: 'Asked for money',
      ...values,
    } as never) as AbuseReportEntity;

  /** A request written straight into the caller's unit of work (what the console's queues and views read). */
  const storedRequest = (fork: EntityManager, requester: string, values: Record<string, unknown> = {}) =>
    fork.create(BloodRequestEntity, {
      requester,
      recipient: 'self',
      firstName: 'Ngozi',
      lastName: 'Eze',
      gender: 'Female',
      bloodGroup: 'A+',
      units: 1,
      neededAt: new Date(Date.now() + 86_400_000),
      hospital: 'Lagos Island General Hospital',
      physician: 'Dr Bello',
      state: states.Lagos!,
      latitude: 6.45,
      longitude: 3.4,
      ...values,
    } as never) as BloodRequestEntity;

  /** A recipient's feedback on their request, flagged for staff unless told otherwise, in the caller's unit of work. */
  const storedFeedback = (
    fork: EntityManager,
    author: string,
    request: BloodRequestEntity,
    values: Record<string, unknown> = {},
  ) =>
    fork.create(FeedbackEntity, {
      author,
      type: 'Recipient',
      request,
      description: 'Asked me to pay',
      status: 'flagged',
      ...values,
    } as never) as FeedbackEntity;

  /** An advocate application waiting for staff, in the caller's unit of work. */
  const storedApplication = (fork: EntityManager, values: Record<string, unknown> = {}) =>
    fork.create(AdvocateApplicationEntity, {
      name: 'Chidi Eze',
      email: 'chidi@example.com',
      phoneNumber: '2348011111111',
      state: 'Enugu',
      age: 30,
      educationLevel: 'HND',
      bio: 'Bio',
      jbmDescription: 'About',
      advocateReason: 'Why',
      passport: 'http://localhost:3000/v1/files/p.png',
      cv: 'http://localhost:3000/v1/files/c.pdf',
      ...values,
    } as never) as AdvocateApplicationEntity;

  const auth = (who: Person) => ({ authorization: `Bearer ${who.token}` });

  /** A request `who` creates through the API (expecting 201), as the API returns it. */
  const createRequest = async (who: Person, overrides: Record<string, unknown> = {}) =>
    (await api.http().post('/v1/requests').set(auth(who)).send(requestBody(overrides)).expect(201)).body.data
      .request as { id: string } & Record<string, unknown>;

  /** `donor` accepts the request (expecting 200): the new match's id. */
  const acceptRequest = async (donor: Person, requestId: string) =>
    (await api.http().put(`/v1/requests/donor/${requestId}`).set(auth(donor)).send({ status: 'accepted' }).expect(200))
      .body.data.match_id as string;

  /** The requests a donor's feed shows. */
  const feed = async (who: Person, query = '') =>
    (await api.http().get(`/v1/requests/donor${query}`).set(auth(who)).expect(200)).body.data;

  /** What the audit log holds of one record, oldest first. */
  const auditTrail = (recordId: string) =>
    em().execute<{ action: string; actor_id: string }[]>(
      `select action, actor_id from audit_log where record_id = ? order by created_at`,
      [recordId],
    );

  return {
    em,
    states,
    requestReasonId,
    declineReasonId,
    people,
    person,
    hospital,
    lasuth,
    requestBody,
    storedRequest,
    storedFeedback,
    storedApplication,
    storedAbuseReport,
    auth,
    createRequest,
    acceptRequest,
    feed,
    auditTrail,
  };
};

export type JourneyFixtures = Awaited<ReturnType<typeof journeyFixtures>>;

/** Search waves only when a test runs them, and only errors logged: the settings most journeys start from. */
export const QUIET_JOURNEY = { SEARCH_WAVE_INTERVAL_SECONDS: '0', LOG_LEVEL: 'error' };

export interface JourneyApi {
  api: TestApi;
  fixtures: JourneyFixtures;
}

/**
 * The real API on a database of its own (see startTestApi), a journey's fixtures on it and, given a role, a staff
 * member of that role signed in.
 */
export async function startJourneyApi(env?: Record<string, string>): Promise<JourneyApi>;
export async function startJourneyApi(
  env: Record<string, string>,
  staffRole: StaffRole,
): Promise<JourneyApi & { staff: SignedInStaff }>;
export async function startJourneyApi(env: Record<string, string> = {}, staffRole?: StaffRole) {
  const api = await startTestApi(env);
  const fixtures = await journeyFixtures(api);
  return { api, fixtures, ...(staffRole ? { staff: await signInTestStaff(api, staffRole) } : {}) };
}
