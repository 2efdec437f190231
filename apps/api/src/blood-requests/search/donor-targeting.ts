import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { DonorsTargeted } from '@app/contracts';
import {
  donationIntervalMonths,
  donorSearchOrder,
  MAX_DONOR_AGE,
  MIN_DONOR_AGE,
  STATE_WAVE_RADIUS_KM,
  targetsWanted,
  WAVE_COUNT,
  waveAt,
  type BloodGroup,
} from '@app/domain';
import { recordEvent } from '@app/messaging';
import type { BloodRequestEntity } from '@app/persistence';

export interface TargetedDonor {
  id: string;
  distance_km: number;
}

/** A PostgreSQL array literal, so the driver passes one parameter rather than a list. */
export const pgArray = (values: Array<string | number>) => `{${values.join(',')}}`;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const yearsBefore = (now: Date, years: number) => {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
};
const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/**
 * The nearest eligible donors of one blood group around a point, nearest first. The group, `onboarded` and
 * `status` are literals so the planner proves the partial GiST index's predicate; `earth_box` bounds the index scan
 * and the `<->` ordering walks it nearest-first (KNN), so the query reads about as many rows as it returns.
 * Eligibility mirrors `donorIneligibility` in libs/domain (age, interval by gender, suspension, pause, own request,
 * committed elsewhere), plus this search's own rules: not already targeted for the request, under the daily cap.
 */
export const nearestEligibleDonorsSql = (group: BloodGroup) => `
  select u.id, earth_distance(ll_to_earth(u.latitude, u.longitude), ll_to_earth(:lat, :lng)) / 1000 as distance_km
    from app_user u
   where u.onboarded and u.status = 'active' and u.blood_group = '${group}'
     and earth_box(ll_to_earth(:lat, :lng), :radius) @> ll_to_earth(u.latitude, u.longitude)
     and earth_distance(ll_to_earth(u.latitude, u.longitude), ll_to_earth(:lat, :lng)) <= :radius
     and (:state::int is null or u.state_id = :state::int)
     and u.gender is not null
     and u.dob <= :dobLatest::date and u.dob > :dobEarliest::date
     and (u.last_donation_date is null
          or u.last_donation_date <= case when u.gender = 'Female' then :restedFemale::date else :restedMale::date end)
     and (u.suspended_until is null or u.suspended_until <= :now)
     and (u.paused_until is null or u.paused_until <= :now)
     and u.id <> :owner
     and not exists (select 1 from blood_request_target t where t.request_id = :request and t.donor_id = u.id)
     and not exists (select 1 from donation_match m join blood_request r on r.id = m.request_id
                      where m.donor_id = u.id and m.status = 'accepted' and r.status in ('pending', 'accepted'))
     and (select count(*) from blood_request_target t where t.donor_id = u.id and t.targeted_at > :dayAgo) < :cap
   order by ll_to_earth(u.latitude, u.longitude) <-> ll_to_earth(:lat, :lng)
   limit :limit`;

export interface SearchPoint {
  requestId: string;
  ownerId: string;
  bloodGroup: BloodGroup;
  latitude: number;
  longitude: number;
  radiusKm: number;
  stateId: number | null;
}

/** The start of the 24 hours whose alerts count against a donor's daily cap. */
const alertWindowStart = (now: Date) => new Date(now.getTime() - 86_400_000);

/** The advisory-lock namespace of per-donor alert locks (the second key is the donor id's hash). */
const DONOR_ALERT_LOCKS = 7301;

/** Named parameters (`:name`) to positional `?` for the connection's execute. */
const bind = (sql: string, params: Record<string, unknown>): [string, unknown[]] => {
  const values: unknown[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]+)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`unbound parameter ${name}`);
    values.push(params[name]);
    return '?';
  });
  return [text, values];
};

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
        dobLatest: isoDay(yearsBefore(now, MIN_DONOR_AGE)),
        dobEarliest: isoDay(yearsBefore(now, MAX_DONOR_AGE + 1)),
        restedFemale: isoDay(monthsBefore(now, donationIntervalMonths('Female'))),
        restedMale: isoDay(monthsBefore(now, donationIntervalMonths('Male'))),
        now,
        owner: point.ownerId,
        request: point.requestId,
        dayAgo: alertWindowStart(now),
        cap: this.config.DONOR_ALERTS_PER_DAY,
        limit: limit - chosen.length,
      });
      const rows = await em.execute<TargetedDonor[]>(sql, values);
      chosen.push(...rows.map((row) => ({ id: row.id, distance_km: Number(row.distance_km) })));
    }
    return chosen;
  }

  /**
   * The selected donors still under the daily alert cap once no other transaction can be alerting them: requests
   * created at the same moment each select a donor who was under the cap when they looked, so the donors are locked
   * (per donor, until this transaction ends, in id order so two waves never wait on each other) and counted again.
   */
  private async withinDailyCap(em: EntityManager, donors: TargetedDonor[], now: Date): Promise<TargetedDonor[]> {
    if (donors.length === 0) return donors;
    const ids = pgArray(donors.map((donor) => donor.id));
    await em.execute(
      `select pg_advisory_xact_lock(${DONOR_ALERT_LOCKS}, hashtext(id::text))
         from (select unnest(?::uuid[]) as id order by 1) as donors`,
      [ids],
    );
    const full = await em.execute<{ donor_id: string }[]>(
      `select donor_id from blood_request_target
        where donor_id = any(?::uuid[]) and targeted_at > ?
        group by donor_id having count(*) >= ?`,
      [ids, alertWindowStart(now), this.config.DONOR_ALERTS_PER_DAY],
    );
    const atCap = new Set(full.map((row) => row.donor_id));
    return donors.filter((donor) => !atCap.has(donor.id));
  }

  /**
   * Runs the request's next wave inside the caller's transaction (the request row locked by the caller): targets
   * donors, records DonorsTargeted, and schedules the next wave, or ends the search once enough donors were
   * targeted or the whole state was searched.
   */
  async runNextWave(em: EntityManager, request: BloodRequestEntity, now = new Date()): Promise<TargetedDonor[]> {
    const wave = waveAt(request.searchWave + 1);
    if (!wave || request.status !== 'pending') {
      request.nextWaveAt = null;
      return [];
    }
    const [counted] = await em.execute<{ n: number }[]>(
      'select count(*)::int as n from blood_request_target where request_id = ?',
      [request.id],
    );
    const already = counted?.n ?? 0;
    const wanted = targetsWanted(request.units) - already;
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
    const donors = await this.withinDailyCap(em, selected, now);
    if (donors.length) {
      await em.execute(
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
      });
    }
    request.searchWave = wave.wave;
    request.searchRadiusKm = wave.radiusKm;
    const done = already + donors.length >= targetsWanted(request.units) || wave.wave >= WAVE_COUNT;
    request.nextWaveAt = done ? null : new Date(now.getTime() + this.config.SEARCH_WAVE_INTERVAL_SECONDS * 1000);
    return donors;
  }
}
