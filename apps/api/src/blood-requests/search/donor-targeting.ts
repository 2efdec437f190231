import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { DonorsTargeted } from '@app/contracts';
import {
  alertBudgetExclusions,
  alertWindowStart,
  donorSearchOrder,
  hospitalReach,
  STATE_WAVE_RADIUS_KM,
  targetsWanted,
  WAVE_COUNT,
  waveAt,
  type BloodGroup,
  type TargetingExclusion,
} from '@app/domain';
import { recordEvent } from '@app/messaging';
import { bindNamed, DONOR_ELIGIBILITY_SQL, eligibilityParameters, type BloodRequestEntity } from '@app/persistence';
import { statementsOf, type SqlStatements } from '../../platform/sql/bound-statements.js';

export interface TargetedDonor {
  id: string;
  distance_km: number;
}

/** A PostgreSQL array literal, so the driver passes one parameter rather than a list. */
export const pgArray = (values: Array<string | number>) => `{${values.join(',')}}`;

/**
 * What lets a donor past each exclusion of the domain's `targetingExclusions`, one SQL condition per exclusion: a
 * new exclusion in libs/domain does not compile until the search mirrors it, and donor-targeting.parity.spec.ts
 * runs the same donors through the rule and through this SQL and expects the same answers. The group, `onboarded`
 * and `status` are literals so the planner proves the partial GiST index's predicate; every other condition is a
 * column comparison or an index probe (no function per row), and dates arrive as cut-offs the domain computed.
 */
const admittedPast = (group: BloodGroup): Record<TargetingExclusion, string> => ({
  ...DONOR_ELIGIBILITY_SQL,
  incompatible_blood: `u.blood_group = '${group}'`,
  own_request: `u.id <> :owner`,
  already_targeted: `not exists (select 1 from blood_request_target t where t.request_id = :request and t.donor_id = u.id)`,
  daily_alert_cap: `(select count(*) from blood_request_target t where t.donor_id = u.id and t.targeted_at > :windowStart) < :cap`,
  requester_alerted_today: `not exists (select 1 from blood_request_target t join blood_request r on r.id = t.request_id
                      where t.donor_id = u.id and t.targeted_at > :windowStart and r.requester_id = :owner)`,
});

/**
 * The nearest donors of one blood group around a point that the targeting rule admits, nearest first. `earth_box`
 * bounds the index scan and the `<->` ordering walks it nearest-first (KNN), so the query reads about as many rows
 * as it returns.
 */
export const nearestEligibleDonorsSql = (group: BloodGroup) => `
  select u.id, earth_distance(ll_to_earth(u.latitude, u.longitude), ll_to_earth(:lat, :lng)) / 1000 as distance_km
    from app_user u
   where ${Object.values(admittedPast(group)).join('\n     and ')}
     and earth_box(ll_to_earth(:lat, :lng), :radius) @> ll_to_earth(u.latitude, u.longitude)
     and earth_distance(ll_to_earth(u.latitude, u.longitude), ll_to_earth(:lat, :lng)) <= :radius
     and (:state::int is null or u.state_id = :state::int)
   order by ll_to_earth(u.latitude, u.longitude) <-> ll_to_earth(:lat, :lng)
   limit :limit`;

/** The named parameters of nearestEligibleDonorsSql that the domain's rules decide, at `now`. */
export const targetingRuleParameters = (now: Date, owner: string, request: string, dailyAlertCap: number) => ({
  ...eligibilityParameters(now),
  owner,
  request,
  windowStart: alertWindowStart(now),
  cap: dailyAlertCap,
});

export interface SearchPoint {
  requestId: string;
  ownerId: string;
  bloodGroup: BloodGroup;
  latitude: number;
  longitude: number;
  radiusKm: number;
  stateId: number | null;
}

/** The advisory-lock namespace of per-donor alert locks (the second key is the donor id's hash). */
const DONOR_ALERT_LOCKS = 7301;

/** Named parameters (`:name`) to positional `?` for the connection's execute. */
export const bind = bindNamed;

/** The targeted search: selects donors wave by wave and records who was targeted, when, in which wave and radius. */
@Injectable()
export class DonorTargeting {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Up to `limit` eligible donors of the compatible groups, exact group first and O- last, each group nearest first. */
  async selectDonors(em: EntityManager, point: SearchPoint, limit: number, now = new Date()): Promise<TargetedDonor[]> {
    const chosen: TargetedDonor[] = [];
    for (const group of donorSearchOrder(point.bloodGroup)) {
      if (chosen.length >= limit) break;
      const [sql, values] = bind(nearestEligibleDonorsSql(group), {
        lat: point.latitude,
        lng: point.longitude,
        radius: point.radiusKm * 1000,
        state: point.stateId,
        ...targetingRuleParameters(now, point.ownerId, point.requestId, this.config.DONOR_ALERTS_PER_DAY),
        limit: limit - chosen.length,
      });
      const rows = await statementsOf(em).execute<TargetedDonor>(sql, values);
      chosen.push(...rows.map((row) => ({ id: row.id, distance_km: Number(row.distance_km) })));
    }
    return chosen;
  }

  /**
   * The selected donors whose alert budget still allows this request once no other transaction can be alerting
   * them: requests created at the same moment each select a donor who was within budget when they looked, so the
   * donors are locked (per donor, until this transaction ends, in id order so two waves never wait on each other)
   * and their alerts counted again.
   */
  private async withinAlertBudget(
    em: EntityManager,
    donors: TargetedDonor[],
    ownerId: string,
    now: Date,
  ): Promise<TargetedDonor[]> {
    if (donors.length === 0) return donors;
    const ids = pgArray(donors.map((donor) => donor.id));
    const statements = statementsOf(em);
    await statements.execute(
      `select pg_advisory_xact_lock(${DONOR_ALERT_LOCKS}, hashtext(id::text))
         from (select unnest(?::uuid[]) as id order by 1) as donors`,
      [ids],
    );
    const counted = await statements.execute<{ donor_id: string; in_window: number; from_requester: number }>(
      `select t.donor_id, count(*)::int as in_window, count(*) filter (where r.requester_id = ?)::int as from_requester
         from blood_request_target t join blood_request r on r.id = t.request_id
        where t.donor_id = any(?::uuid[]) and t.targeted_at > ?
        group by t.donor_id`,
      [ownerId, ids, alertWindowStart(now)],
    );
    const spent = new Set(
      counted
        .filter(
          (row) =>
            alertBudgetExclusions(
              { inWindow: row.in_window, fromRequesterInWindow: row.from_requester },
              this.config.DONOR_ALERTS_PER_DAY,
            ).length > 0,
        )
        .map((row) => row.donor_id),
    );
    return donors.filter((donor) => !spent.has(donor.id));
  }

  /** Whether the request's hospital is verified now (a free-text hospital never is). */
  private async hospitalVerified(em: EntityManager, request: BloodRequestEntity): Promise<boolean> {
    if (!request.hospitalRef) return false;
    const [row] = await statementsOf(em).execute<{ verified: boolean }>(
      `select status = 'verified' as verified from hospital where id = ?`,
      [request.hospitalRef.id],
    );
    return row?.verified ?? false;
  }

  /**
   * Runs the request's next wave inside the caller's transaction (the request row locked by the caller): targets
   * donors, records DonorsTargeted, and schedules the next wave, or ends the search once enough donors were
   * targeted or the whole state was searched. Reach follows trust (`hospitalReach`): at a hospital nobody verified
   * the search stops after the first wave and a few donors; verifying the hospital lets it go on.
   */
  async runNextWave(
    em: EntityManager,
    request: BloodRequestEntity,
    now = new Date(),
    hospitalVerified?: boolean,
  ): Promise<TargetedDonor[]> {
    const wave = waveAt(request.searchWave + 1);
    const verified = hospitalVerified ?? (await this.hospitalVerified(em, request));
    const reach = hospitalReach(verified);
    const lastWave = Math.min(WAVE_COUNT, reach.waves ?? WAVE_COUNT);
    if (!wave || request.status !== 'pending' || wave.wave > lastWave) {
      request.nextWaveAt = null;
      return [];
    }
    const statements = statementsOf(em);
    const [counted] = await statements.execute<{ n: number }>(
      'select count(*)::int as n from blood_request_target where request_id = ?',
      [request.id],
    );
    const already = counted?.n ?? 0;
    const enough = Math.min(targetsWanted(request.units), reach.maxTargets ?? Number.POSITIVE_INFINITY);
    const wanted = enough - already;
    const selected =
      wanted > 0
        ? await this.selectDonors(
            em,
            {
              requestId: request.id,
              ownerId: request.requester.id,
              bloodGroup: request.bloodGroup,
              latitude: request.latitude,
              longitude: request.longitude,
              radiusKm: wave.radiusKm ?? STATE_WAVE_RADIUS_KM,
              stateId: wave.radiusKm === null ? request.state.id : null,
            },
            wanted,
            now,
          )
        : [];
    const donors = await this.withinAlertBudget(em, selected, request.requester.id, now);
    if (donors.length) {
      await statements.execute(
        `insert into blood_request_target (request_id, donor_id, wave, radius_km, distance_km, targeted_at)
         select ?, donor_id, ?, ?, distance_km, ? from unnest(?::uuid[], ?::float8[]) as d(donor_id, distance_km)
         on conflict do nothing`,
        [
          request.id,
          wave.wave,
          wave.radiusKm,
          now,
          pgArray(donors.map((d) => d.id)),
          pgArray(donors.map((d) => d.distance_km)),
        ],
      );
      recordEvent(em, DonorsTargeted, request.id, {
        request_id: request.id,
        donor_ids: donors.map((d) => d.id),
        radius_km: wave.radiusKm,
        wave: wave.wave,
        blood_group: request.bloodGroup,
        hospital: request.hospital,
        hospital_verified: verified,
      });
    }
    request.searchWave = wave.wave;
    request.searchRadiusKm = wave.radiusKm;
    const done = already + donors.length >= enough || wave.wave >= lastWave;
    request.nextWaveAt = done ? null : new Date(now.getTime() + this.config.SEARCH_WAVE_INTERVAL_SECONDS * 1000);
    return donors;
  }
}

/**
 * Once a hospital is verified, its open requests whose search stopped at the first wave go on widening: their
 * next wave is due now. Requests that already have every donor they need are left alone.
 */
export const resumeSearchesAtHospital = async (sql: SqlStatements, hospitalId: string, now: Date) => {
  const rows = await sql.execute<{ id: string }>(
    `update blood_request set next_wave_at = ?
      where hospital_id = ? and status = 'pending' and next_wave_at is null and search_wave < ?
        and matched_count < units
      returning id`,
    [now, hospitalId, WAVE_COUNT],
  );
  return rows.length;
};
