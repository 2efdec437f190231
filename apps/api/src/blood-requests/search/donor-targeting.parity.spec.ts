import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '@app/config';
import {
  BLOOD_GROUPS,
  eligibilityCutoffs,
  holdsOpenCommitment,
  targetingExclusions,
  type BloodGroup,
  type MatchStatus,
  type TargetingCandidate,
  type TargetingExclusion,
} from '@app/domain';
import { BloodRequestEntity, DonationMatchEntity, ReasonEntity, StateEntity, UserEntity } from '@app/persistence';
import {
  dayAfter,
  donorCasesAt,
  ELIGIBILITY_EXCLUSIONS,
  openTestOrm,
  utcMidnight,
  type DonorCase,
  type TestOrm,
} from '@app/testing';
import { DonorTargeting } from './donor-targeting.js';

/**
 * The targeted search's SQL against the domain's targeting rule (the rule is defined once, so the SQL that mirrors
 * it is tested against it): the same donors go through `targetingExclusions` and through `DonorTargeting.selectDonors` on a
 * real PostgreSQL, at several moments (a leap day, month ends), and both must admit exactly the same donors.
 */
type OtherRequest = 'stranger0' | 'stranger1' | 'stranger2' | 'ownerEarlier' | 'served' | 'history';

interface TargetingCase extends DonorCase {
  /** The request's owner themself. */
  owner?: boolean;
  /** Alerts already received: for which request, how many hours ago. */
  alerts?: Array<{ request: OtherRequest | 'this'; hoursAgo: number }>;
  matches?: Array<{ request: OtherRequest; status: MatchStatus; donatedOn?: string }>;
}

/** Every exclusion of the rule: a new one in libs/domain does not compile here until a case covers it. */
const EVERY_EXCLUSION: Record<TargetingExclusion, true> = {
  ...ELIGIBILITY_EXCLUSIONS,
  incompatible_blood: true,
  own_request: true,
  committed_elsewhere: true,
  already_targeted: true,
  daily_alert_cap: true,
  requester_alerted_today: true,
};

const DAILY_CAP = 3;
const HOME_GROUP: BloodGroup = 'A+';
const OWNER_REQUESTS = new Set<OtherRequest | 'this'>(['this', 'ownerEarlier']);

const casesAt = (now: Date): TargetingCase[] => {
  const cut = eligibilityCutoffs(now);
  const strangers = (count: number, hoursAgo: number) =>
    (['stranger0', 'stranger1', 'stranger2'] as const).slice(0, count).map((request) => ({ request, hoursAgo }));
  return [
    { name: 'eligible' },
    ...BLOOD_GROUPS.filter((group) => group !== HOME_GROUP).map((group) => ({
      name: `group ${group}`,
      bloodGroup: group,
    })),
    ...donorCasesAt(now, HOME_GROUP).eligibilityCases(),
    {
      name: 'confirmed donation just rested',
      matches: [{ request: 'history', status: 'confirmed', donatedOn: cut.restedIfDonatedOnOrBefore.Male }],
    },
    {
      name: 'confirmed donation a day short, older declared',
      lastDonation: '2001-01-01',
      matches: [{ request: 'history', status: 'confirmed', donatedOn: dayAfter(cut.restedIfDonatedOnOrBefore.Male) }],
    },
    {
      name: 'woman with a recent no-show only',
      gender: 'Female',
      matches: [{ request: 'history', status: 'no_show', donatedOn: dayAfter(cut.restedIfDonatedOnOrBefore.Female) }],
    },
    { name: 'the requester', owner: true },
    { name: 'committed to an open request', matches: [{ request: 'stranger0', status: 'accepted' }] },
    { name: 'accepted a request since served', matches: [{ request: 'served', status: 'accepted' }] },
    { name: 'already targeted', alerts: [{ request: 'this', hoursAgo: 1 }] },
    { name: 'two alerts from others', alerts: strangers(2, 1) },
    { name: 'the daily cap from others', alerts: strangers(3, 1) },
    { name: 'the daily cap, a day ago', alerts: strangers(3, 25) },
    { name: 'alerted by the requester today', alerts: [{ request: 'ownerEarlier', hoursAgo: 23 }] },
    { name: 'alerted by the requester yesterday', alerts: [{ request: 'ownerEarlier', hoursAgo: 25 }] },
  ];
};

/** The case as the domain's rule sees it. */
const candidateOf = (donorCase: TargetingCase, id: string, now: Date): TargetingCandidate => {
  const inWindow = (donorCase.alerts ?? []).filter((alert) => alert.hoursAgo < 24);
  const confirmed = (donorCase.matches ?? [])
    .filter((match) => match.status === 'confirmed')
    .map((match) => match.donatedOn!)
    .sort();
  return {
    ...donorCasesAt(now, HOME_GROUP).profileOf(donorCase, id),
    lastConfirmedDonation: utcMidnight(confirmed.at(-1)),
    committedToOpenRequest: (donorCase.matches ?? []).some(
      (match) => match.status === 'accepted' && match.request !== 'served',
    ),
    alreadyTargeted: (donorCase.alerts ?? []).some((alert) => alert.request === 'this'),
    alerts: {
      inWindow: inWindow.length,
      fromRequesterInWindow: inWindow.filter((alert) => OWNER_REQUESTS.has(alert.request)).length,
    },
  };
};

/** Places far enough apart that one moment's donors never fall inside another's 10 km search. */
const MOMENTS = [
  { now: new Date('2026-11-22T12:00:00Z'), at: { latitude: 6.6018, longitude: 3.3515 } }, // Ikeja
  { now: new Date('2024-02-29T08:00:00Z'), at: { latitude: 12.0022, longitude: 8.592 } }, // Kano
  { now: new Date('2026-05-31T23:30:00Z'), at: { latitude: 9.0765, longitude: 7.3986 } }, // Abuja
  { now: new Date('2027-03-01T00:00:00Z'), at: { latitude: 6.4584, longitude: 7.5464 } }, // Enugu
];

describe('the targeted search SQL and the domain targeting rule', () => {
  let db: TestOrm;
  const targeting = new DonorTargeting({ DONOR_ALERTS_PER_DAY: DAILY_CAP } as AppConfig);

  beforeAll(async () => {
    db = await openTestOrm();
  });
  afterAll(() => db.close());

  /** Writes the moment's donors, the request and the history their cases name; returns the request and case ids. */
  const arrange = async (em: EntityManager, now: Date, at: { latitude: number; longitude: number }) => {
    const state = (await em.find(StateEntity, {}, { limit: 1 }))[0]!;
    const reason = (await em.find(ReasonEntity, { type: 'request' }, { limit: 1 }))[0]!;
    const { userRowOf } = donorCasesAt(now, HOME_GROUP);
    let serial = 0;
    const user = (donorCase: TargetingCase) =>
      em.create(UserEntity, {
        ...userRowOf(donorCase),
        email: `case-${now.getTime()}-${(serial += 1)}@parity.example.com`,
        phoneNumber: `23480${String(now.getTime() % 1_000_000).padStart(6, '0')}${serial}`,
        state,
        latitude: at.latitude,
        longitude: at.longitude,
        address: 'here',
      });
    const request = (requester: UserEntity, status: BloodRequestEntity['status'] = 'pending') =>
      em.create(BloodRequestEntity, {
        requester,
        recipient: 'self',
        firstName: 'Needs',
        lastName: 'Blood',
        gender: 'Female',
        bloodGroup: HOME_GROUP,
        reason,
        units: 1,
        neededAt: now,
        hospital: 'Case Hospital',
        physician: 'Dr Case',
        state,
        latitude: at.latitude,
        longitude: at.longitude,
        status,
        createdAt: now,
      });

    const cases = casesAt(now);
    const ownerCase = cases.find((donorCase) => donorCase.owner)!;
    const owner = user(ownerCase);
    const stranger = user({ name: 'stranger', onboarded: false });
    const requests = {
      this: request(owner),
      stranger0: request(stranger),
      stranger1: request(stranger),
      stranger2: request(stranger),
      ownerEarlier: request(owner, 'inactive'),
      served: request(stranger, 'Donation Received'),
      history: request(stranger, 'Donation Received'),
    };
    const ids = new Map<string, TargetingCase>([[owner.id, ownerCase]]);
    for (const donorCase of cases.filter((candidate) => !candidate.owner)) {
      const donor = user(donorCase);
      ids.set(donor.id, donorCase);
      for (const match of donorCase.matches ?? []) {
        em.create(DonationMatchEntity, {
          request: requests[match.request],
          donor,
          status: match.status,
          donatedOn: match.donatedOn ?? null,
          holdsCommitment: holdsOpenCommitment({ status: match.status }, requests[match.request].status),
        });
      }
    }
    await em.flush();
    for (const [id, donorCase] of ids) {
      for (const alert of donorCase.alerts ?? []) {
        await em.execute(
          `insert into blood_request_target (request_id, donor_id, wave, radius_km, distance_km, targeted_at)
           values (?, ?, 1, 10, 0, ?)`,
          [requests[alert.request].id, id, new Date(now.getTime() - alert.hoursAgo * 3_600_000)],
        );
      }
    }
    return { request: requests.this, owner, ids };
  };

  it.each(MOMENTS)('admits the same donors at $now', async ({ now, at }) => {
    const em = db.orm.em.fork() as EntityManager;
    const { request, owner, ids } = await arrange(em, now, at);
    const selected = await targeting.selectDonors(
      em,
      {
        requestId: request.id,
        ownerId: owner.id,
        bloodGroup: HOME_GROUP,
        latitude: at.latitude,
        longitude: at.longitude,
        radiusKm: 10,
        stateId: null,
      },
      1000,
      now,
    );
    const admittedBySql = new Set(selected.map((donor) => donor.id));
    const verdicts = [...ids].map(([id, donorCase]) => {
      const exclusions = targetingExclusions(
        candidateOf(donorCase, id, now),
        { ownerId: owner.id, bloodGroup: HOME_GROUP },
        { now, dailyAlertCap: DAILY_CAP },
      );
      return { name: donorCase.name, rule: exclusions.length === 0, sql: admittedBySql.has(id), exclusions };
    });
    expect(verdicts.filter((verdict) => verdict.rule !== verdict.sql)).toEqual([]);
    // The table covers both answers, and every exclusion the rule knows.
    expect(verdicts.filter((verdict) => verdict.rule).length).toBeGreaterThan(8);
    expect(new Set(verdicts.flatMap((verdict) => verdict.exclusions))).toEqual(new Set(Object.keys(EVERY_EXCLUSION)));
    expect([...admittedBySql].every((id) => ids.has(id))).toBe(true);
  });
});
