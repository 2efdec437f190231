import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import {
  alertBudgetExclusions,
  alertWindowStart,
  donorSearchOrder,
  STATE_WAVE_RADIUS_KM,
  type BloodGroup,
  type BloodRequestEvent,
  type TargetingExclusion,
} from '@app/domain';
import { bindNamed, DONOR_ELIGIBILITY_SQL, eligibilityParameters, type BloodRequestEntity } from '@app/persistence';
import { statementsOf } from '../../platform/sql/bound-statements.js';
import type { LoadedBloodRequest } from '../blood-request.repository.js';

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

/** The targeted search's query: who each wave of a request alerts (the request records the wave). */
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

  /** How many donors the request alerted so far (none before its first wave). */
  private async alreadyTargeted(em: EntityManager, request: BloodRequestEntity): Promise<number> {
    if (request.searchWave === 0) return 0;
    const [counted] = await statementsOf(em).execute<{ n: number }>(
      'select count(*)::int as n from blood_request_target where request_id = ?',
      [request.id],
    );
    return counted?.n ?? 0;
  }

  /**
   * Runs the request's next wave inside the caller's transaction (the request row locked by the caller or just
   * opened): the aggregate plans the wave (or ends the search), this query finds the donors to alert, and the
   * aggregate records them and schedules the next wave. Writes nothing: the caller saves the request with the
   * events returned.
   */
  async runNextWave(
    em: EntityManager,
    { request, entity }: LoadedBloodRequest,
    now = new Date(),
    hospitalVerified?: boolean,
  ): Promise<BloodRequestEvent[]> {
    const verified = hospitalVerified ?? (await this.hospitalVerified(em, entity));
    const plan = request.planWave(verified, await this.alreadyTargeted(em, entity));
    if (!plan) return [];
    const selected =
      plan.wanted > 0
        ? await this.selectDonors(
            em,
            {
              requestId: entity.id,
              ownerId: request.requesterId,
              bloodGroup: entity.bloodGroup,
              latitude: entity.latitude,
              longitude: entity.longitude,
              radiusKm: plan.radiusKm ?? STATE_WAVE_RADIUS_KM,
              stateId: plan.radiusKm === null ? entity.state.id : null,
            },
            plan.wanted,
            now,
          )
        : [];
    const donors = await this.withinAlertBudget(em, selected, request.requesterId, now);
    return request.recordWave(
      donors.map((donor) => ({ id: donor.id, distanceKm: donor.distance_km })),
      now,
      this.config.SEARCH_WAVE_INTERVAL_SECONDS,
    );
  }
}
