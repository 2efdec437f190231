import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  appealExclusions,
  type AppealArea,
  type AppealCandidate,
  type AppealExclusion,
  type BloodGroup,
} from '@app/domain';
import { NIGERIAN_LGAS } from '@app/geo';
import {
  AppealEntity,
  BloodRequestEntity,
  DonationMatchEntity,
  HospitalEntity,
  ReasonEntity,
  StateEntity,
  UserEntity,
  bindNamed,
} from '@app/persistence';
import { donorCasesAt, ELIGIBILITY_EXCLUSIONS, openTestOrm, type DonorCase, type TestOrm } from '@app/testing';
import { appealAdmissionParameters, appealAdmissionSql, type AppealForFanout } from './appeal-fanout.js';

/**
 * The fan-out's SQL against the domain's appeal rule: the same donors go through `appealExclusions` and through
 * appealAdmissionSql on a real PostgreSQL, for each kind of area, and both must admit exactly the same donors.
 */
const HOSPITAL = { latitude: 6.58, longitude: 3.35 };
const PLACES = {
  ikeja: { latitude: 6.6018, longitude: 3.3515 }, // about 2.5 km from the hospital
  lekki: { latitude: 6.4474, longitude: 3.4553 }, // about 19 km, its nearest LGA seat Eti Osa
  ikorodu: { latitude: 6.6194, longitude: 3.5105 }, // about 18 km
  acrossTheBorder: { latitude: 6.64, longitude: 3.3 }, // in Ogun State, about 8.6 km from the hospital
  ibadan: { latitude: 7.3775, longitude: 3.947 },
} as const;
const COOLDOWN_DAYS = 7;
const NOW = new Date('2026-11-27T12:00:00Z');

const HOME_GROUP: BloodGroup = 'O+';
const { eligibilityCases, profileOf, userRowOf } = donorCasesAt(NOW, HOME_GROUP);

interface AppealCase extends DonorCase {
  state?: string;
  at?: keyof typeof PLACES | null;
  /** Accepted an open request (holds a commitment). */
  committed?: boolean;
  /** Another appeal reached them this many days ago. */
  otherAppealDaysAgo?: number;
}

/** Every exclusion of the rule: a new one in libs/domain does not compile here until a case covers it. */
const EVERY_EXCLUSION: Record<AppealExclusion, true> = {
  ...ELIGIBILITY_EXCLUSIONS,
  incompatible_blood: true,
  committed_elsewhere: true,
  out_of_area: true,
  appeal_cooldown: true,
};

const cases = (): AppealCase[] => [
  { name: 'eligible in Ikeja' },
  { name: 'eligible O- in Ikeja', bloodGroup: 'O-' },
  { name: 'eligible in Lekki', at: 'lekki' },
  { name: 'eligible in Ikorodu', at: 'ikorodu' },
  { name: 'Ogun, near the hospital', state: 'Ogun', at: 'acrossTheBorder' },
  { name: 'in Oyo', state: 'Oyo', at: 'ibadan' },
  { name: 'Lagos, no position', at: null },
  { name: 'group A+', bloodGroup: 'A+' },
  { name: 'group AB-', bloodGroup: 'AB-' },
  ...eligibilityCases(),
  { name: 'committed to an open request', committed: true },
  { name: 'another appeal two days ago', otherAppealDaysAgo: 2 },
  { name: 'another appeal eight days ago', otherAppealDaysAgo: 8 },
  { name: 'another appeal two days ago, in Lekki', otherAppealDaysAgo: 2, at: 'lekki' },
];

const placeOf = (donorCase: AppealCase) =>
  donorCase.at === undefined ? PLACES.ikeja : donorCase.at === null ? null : PLACES[donorCase.at];

/** The case as the domain's rule sees it. */
const candidateOf = (id: string, donorCase: AppealCase, states: Map<string, number>): AppealCandidate => ({
  ...profileOf(donorCase, id),
  committedToOpenRequest: donorCase.committed ?? false,
  stateId: states.get(donorCase.state ?? 'Lagos')!,
  latitude: placeOf(donorCase)?.latitude ?? null,
  longitude: placeOf(donorCase)?.longitude ?? null,
  lastAppealReachedAt:
    donorCase.otherAppealDaysAgo === undefined
      ? null
      : new Date(NOW.getTime() - donorCase.otherAppealDaysAgo * 86_400_000),
});

const AREAS: Array<{ name: string; area: Omit<AppealArea, 'stateId'> }> = [
  { name: 'Lagos State', area: { kind: 'state' } },
  { name: 'the Eti Osa and Kosofe LGAs', area: { kind: 'lgas', lgas: ['Eti Osa', 'Kosofe'] } },
  { name: '10 km around the hospital', area: { kind: 'radius', radiusKm: 10 } },
  { name: '18.5 km around the hospital', area: { kind: 'radius', radiusKm: 18.5 } },
];
const GROUPS: BloodGroup[] = ['O+', 'O-'];

describe('the appeal fan-out SQL and the domain appeal rule', () => {
  let db: TestOrm;
  let arranged: { ids: Map<string, AppealCase>; states: Map<string, number>; appealId: string };

  beforeAll(async () => {
    db = await openTestOrm();
    const em = db.orm.em.fork() as EntityManager;
    const states = new Map((await em.find(StateEntity, {})).map((state) => [state.name, state.id]));
    const stateRef = (name: string) => em.getReference(StateEntity, states.get(name)!);
    const reason = (await em.find(ReasonEntity, { type: 'request' }, { limit: 1 }))[0]!;
    let serial = 0;
    const ids = new Map<string, AppealCase>();
    const hospital = em.create(HospitalEntity, {
      name: 'Parity Hospital',
      searchText: 'parity hospital',
      kind: 'teaching',
      state: stateRef('Lagos'),
      ...HOSPITAL,
      positionSource: 'staff',
      status: 'verified',
      source: 'staff',
    });
    const appeal = (createdAt: Date) =>
      em.create(AppealEntity, {
        hospital,
        state: stateRef('Lagos'),
        bloodGroups: GROUPS,
        areaKind: 'state',
        unitsWanted: 1,
        perHour: 4,
        marginPercent: 20,
        until: new Date(NOW.getTime() + 3_600_000),
        reason: 'parity',
        createdAt,
      });
    const thisAppeal = appeal(NOW);
    const earlier = appeal(new Date(NOW.getTime() - 10 * 86_400_000));
    const requester = em.create(UserEntity, {
      firstName: 'Requester',
      lastName: 'Case',
      email: 'requester@parity.example.com',
      phoneNumber: '2348000000000',
      passwordHash: 'x',
    });
    const openRequest = em.create(BloodRequestEntity, {
      requester,
      recipient: 'self',
      firstName: 'Needs',
      lastName: 'Blood',
      gender: 'Female',
      bloodGroup: 'O+',
      reason,
      units: 1,
      neededAt: NOW,
      hospital: 'Case Hospital',
      physician: 'Dr Case',
      state: stateRef('Lagos'),
      ...HOSPITAL,
      status: 'pending',
      createdAt: NOW,
    });
    const reached: Array<{ donor: UserEntity; daysAgo: number }> = [];
    for (const donorCase of cases()) {
      const at = placeOf(donorCase);
      const donor = em.create(UserEntity, {
        ...userRowOf(donorCase),
        email: `case-${(serial += 1)}@parity.example.com`,
        phoneNumber: `2348010000${String(serial).padStart(3, '0')}`,
        state: stateRef(donorCase.state ?? 'Lagos'),
        latitude: at?.latitude ?? null,
        longitude: at?.longitude ?? null,
      });
      ids.set(donor.id, donorCase);
      if (donorCase.committed)
        em.create(DonationMatchEntity, { request: openRequest, donor, status: 'accepted', holdsCommitment: true });
      if (donorCase.otherAppealDaysAgo !== undefined) reached.push({ donor, daysAgo: donorCase.otherAppealDaysAgo });
    }
    await em.flush();
    for (const { donor, daysAgo } of reached)
      await em.execute(`insert into appeal_recipient (appeal_id, donor_id, reached_at) values (?, ?, ?)`, [
        earlier.id,
        donor.id,
        new Date(NOW.getTime() - daysAgo * 86_400_000),
      ]);
    arranged = { ids, states, appealId: thisAppeal.id };
  });
  afterAll(() => db.close());

  it.each(AREAS)('admits the same donors for $name', async ({ area }) => {
    const { ids, states, appealId } = arranged;
    const lagos = states.get('Lagos')!;
    const seats = NIGERIAN_LGAS.filter((lga) => lga.state === 'Lagos');
    const forFanout: AppealForFanout = {
      id: appealId,
      bloodGroups: GROUPS,
      areaKind: area.kind,
      areaStateId: lagos,
      areaLgas: area.lgas ?? [],
      areaRadiusKm: area.radiusKm ?? null,
      hospitalLatitude: HOSPITAL.latitude,
      hospitalLongitude: HOSPITAL.longitude,
      stateLgaSeats: seats,
    };
    const [sql, values] = bindNamed(
      `select u.id from app_user u where u.id = any(:ids::uuid[])
          and ${Object.values(appealAdmissionSql(area.kind)).join('\n and ')}`,
      { ...appealAdmissionParameters(forFanout, NOW, COOLDOWN_DAYS), ids: `{${[...ids.keys()].join(',')}}` },
    );
    const admittedBySql = new Set((await db.orm.em.fork().execute<{ id: string }[]>(sql, values)).map((row) => row.id));
    const verdicts = [...ids].map(([id, donorCase]) => {
      const exclusions = appealExclusions(
        candidateOf(id, donorCase, states),
        { donorGroups: GROUPS, area: { ...area, stateId: lagos }, hospital: HOSPITAL, stateLgaSeats: seats },
        { now: NOW, cooldownDays: COOLDOWN_DAYS },
      );
      return { name: donorCase.name, rule: exclusions.length === 0, sql: admittedBySql.has(id), exclusions };
    });
    expect(verdicts.filter((verdict) => verdict.rule !== verdict.sql)).toEqual([]);
    expect(verdicts.filter((verdict) => verdict.rule).length).toBeGreaterThanOrEqual(3);
    expect(verdicts.some((verdict) => verdict.exclusions.includes('out_of_area'))).toBe(true);
  });

  it('covers every exclusion the rule knows', async () => {
    const seats = NIGERIAN_LGAS.filter((lga) => lga.state === 'Lagos');
    const lagos = arranged.states.get('Lagos')!;
    const seen = new Set<AppealExclusion>();
    for (const { area } of AREAS)
      for (const [id, donorCase] of arranged.ids) {
        for (const exclusion of appealExclusions(
          candidateOf(id, donorCase, arranged.states),
          { donorGroups: GROUPS, area: { ...area, stateId: lagos }, hospital: HOSPITAL, stateLgaSeats: seats },
          { now: NOW, cooldownDays: COOLDOWN_DAYS },
        ))
          seen.add(exclusion);
      }
    expect(seen).toEqual(new Set(Object.keys(EVERY_EXCLUSION)));
  });
});
