import type { EntityManager } from '@mikro-orm/postgresql';
import { AppealBatchDue, AppealDonorsReached, AppealRaised, type EventEnvelope, type PayloadOf } from '@app/contracts';
import {
  appealCooldownStart,
  type AppealAreaKind,
  type AppealExclusion,
  type BloodGroup,
  type LgaSeat,
} from '@app/domain';
import { LANGUAGE_CODES, type LanguageCode } from '@app/i18n';
import { renderMessage, type StoredMessage } from '@app/i18n/node';
import { NIGERIAN_LGAS } from '@app/geo';
import { recordEvent, type AfterCommit, type PushSender } from '@app/messaging';
import { bindNamed, DONOR_ELIGIBILITY_SQL, eligibilityParameters } from '@app/persistence';
import { AppealPushOutbox } from './appeal-push-outbox.js';
import { BatchPacer } from './fanout-pacing.js';

export interface AppealFanoutSettings {
  /** APPEAL_COOLDOWN_DAYS: at most one appeal per donor in this many days. */
  cooldownDays: number;
  /** APPEAL_FANOUT_PARTITIONS: the donor id ranges an appeal's fan-out is cut into, fanned out in parallel. */
  partitions: number;
  /** APPEAL_FANOUT_BATCH: donor ids one batch looks at (of the area's state, unless the area is a radius). */
  batch: number;
  /** APPEAL_FANOUT_LANES: batches running at once, across every process sharing the database. */
  lanes: number;
  /** APPEAL_FANOUT_REST_PERCENT: after a batch, its lane rests this share of the time the batch took. */
  restPercent: number;
  /** APPEAL_PUSH_CONCURRENCY: appeal pushes one process sends at once. */
  pushConcurrency: number;
  /** APPEAL_PUSHES_PER_SECOND: appeal pushes one process starts a second at most (0: no limit). */
  pushesPerSecond: number;
}

export const DEFAULT_APPEAL_FANOUT: AppealFanoutSettings = {
  cooldownDays: 7,
  partitions: 8,
  batch: 2000,
  lanes: 1,
  restPercent: 25,
  pushConcurrency: 32,
  pushesPerSecond: 500,
};

/** The advisory lock class of the fan-out's lanes in the database (the lane is the second key). */
export const APPEAL_FANOUT_LANE_LOCK = 0x41505046;

/** The earth_distance sphere (cube's earth(): 6378.168 km) against the domain's 6371 km: radii scale between them. */
const EARTH_SPHERE_RATIO = 6378.168 / 6371;

/** A PostgreSQL text array literal, each element quoted (LGA names hold spaces and hyphens). */
export const pgTextArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;

/**
 * What lets a donor (`u`) past each exclusion of the domain's `appealExclusions`, one condition per exclusion, so
 * a new exclusion does not compile until the fan-out mirrors it; appeal-fanout.parity.spec.ts runs the same donors
 * through both. The area is a state, the LGA whose seat is nearest the donor, or a radius around the hospital.
 */
export const appealAdmissionSql = (area: AppealAreaKind): Record<AppealExclusion, string> => ({
  ...DONOR_ELIGIBILITY_SQL,
  incompatible_blood: `u.blood_group = any(:groups::text[])`,
  out_of_area: {
    state: `u.state_id = :areaState`,
    lgas: `u.state_id = :areaState and u.latitude is not null and u.longitude is not null
       and (select l.name from unnest(:seatNames::text[], :seatLats::float8[], :seatLngs::float8[]) as l(name, lat, lng)
             order by earth_distance(ll_to_earth(u.latitude, u.longitude), ll_to_earth(l.lat, l.lng)) limit 1)
           = any(:areaLgas::text[])`,
    radius: `u.latitude is not null and u.longitude is not null
       and earth_distance(ll_to_earth(u.latitude, u.longitude), ll_to_earth(:hospitalLat, :hospitalLng)) <= :radiusM`,
  }[area],
  appeal_cooldown: `not exists (select 1 from appeal_recipient c
                    where c.donor_id = u.id and c.reached_at > :cooldownStart and c.appeal_id <> :appeal)`,
});

export interface AppealForFanout {
  id: string;
  bloodGroups: BloodGroup[];
  areaKind: AppealAreaKind;
  areaStateId: number;
  areaLgas: string[];
  areaRadiusKm: number | null;
  hospitalLatitude: number;
  hospitalLongitude: number;
  stateLgaSeats: readonly LgaSeat[];
}

/** The named parameters of appealAdmissionSql for one appeal at `now`. */
export const appealAdmissionParameters = (appeal: AppealForFanout, now: Date, cooldownDays: number) => ({
  ...eligibilityParameters(now),
  groups: pgTextArray(appeal.bloodGroups),
  areaState: appeal.areaStateId,
  seatNames: pgTextArray(appeal.stateLgaSeats.map((seat) => seat.name)),
  seatLats: `{${appeal.stateLgaSeats.map((seat) => seat.latitude).join(',')}}`,
  seatLngs: `{${appeal.stateLgaSeats.map((seat) => seat.longitude).join(',')}}`,
  areaLgas: pgTextArray(appeal.areaLgas),
  hospitalLat: appeal.hospitalLatitude,
  hospitalLng: appeal.hospitalLongitude,
  radiusM: (appeal.areaRadiusKm ?? 0) * 1000 * EARTH_SPHERE_RATIO,
  cooldownStart: appealCooldownStart(now, cooldownDays),
  appeal: appeal.id,
});

const UUID_SPACE = 1n << 128n;

/** The first donor id of partition `p` of `n` (ids are random, so equal ranges hold about equal numbers of donors). */
export const partitionStart = (partition: number, partitions: number): string => {
  const hex = ((UUID_SPACE * BigInt(partition)) / BigInt(partitions)).toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The notice every reached donor gets, stored by key and rendered in the reader's language. */
export const appealNotice = (appeal: { id: string; hospital: string; bloodGroups: readonly string[] }) => ({
  key: 'notices:appeal',
  values: { hospital: appeal.hospital, bloodGroups: appeal.bloodGroups.join(', ') },
  url: `/app/appeals/${appeal.id}`,
});

interface AppealRow {
  id: string;
  status: string;
  until: Date;
  blood_groups: BloodGroup[];
  area_kind: AppealAreaKind;
  state_id: number;
  state_name: string;
  area_lgas: string[];
  area_radius_km: number | null;
  hospital_name: string;
  hospital_latitude: number;
  hospital_longitude: number;
}

interface BatchRow {
  scanned: number;
  last_id: string | null;
  notified: number;
  pushes: number;
}

/**
 * The appeal fan-out inside the notification projector. `appeal.raised` records one `appeal.batch-due` per
 * partition of the donor id space; each batch, in the transaction that records it in the inbox, looks at the next
 * `batch` donor ids of its partition (keyset, by primary key), inserts a recipient row and a notification for each
 * admitted donor in one INSERT ... SELECT (the recipient's primary key (appeal, donor) with ON CONFLICT DO NOTHING
 * makes a redelivered or re-run batch notify nobody twice) and the pushes owed to their subscriptions (sent by
 * `AppealPushOutbox` once the batch committed), and records the partition's next batch. The batches
 * are keyed by appeal and partition, so with Kafka they spread over the topic's partitions and the projector
 * processes of the consumer group share a large appeal; inline, the relay runs them in turn. Each batch reads the
 * appeal under a share lock: once a stop or the filling response commits, no batch notifies anyone more.
 */
export class AppealFanout {
  private readonly pacer: BatchPacer;
  /** Sends the pushes the batches record; none without a push sender (nor are any recorded then). */
  readonly pushes: AppealPushOutbox | null;

  constructor(
    private readonly settings: AppealFanoutSettings,
    push: PushSender | null,
    pushConnection: () => EntityManager,
    onPushError?: (error: unknown) => void,
  ) {
    this.pacer = new BatchPacer(settings.lanes, settings.restPercent);
    this.pushes =
      push &&
      new AppealPushOutbox(
        push,
        pushConnection,
        { concurrency: settings.pushConcurrency, perSecond: settings.pushesPerSecond },
        onPushError,
      );
  }

  /** Handles the fan-out's events of a projector batch, in stream order; returns the pushes to send after commit. */
  async handle(em: EntityManager, events: EventEnvelope[]): Promise<AfterCommit[]> {
    const afterCommits: AfterCommit[] = [];
    for (const event of events) {
      if (event.type === AppealRaised.type) this.raised(em, event.payload as PayloadOf<typeof AppealRaised>);
      if (event.type === AppealBatchDue.type) {
        const after = await this.batch(em, event);
        if (after) afterCommits.push(after);
      }
    }
    await em.flush();
    return afterCommits;
  }

  private raised(em: EntityManager, payload: PayloadOf<typeof AppealRaised>) {
    const partitions = this.settings.partitions;
    for (let partition = 0; partition < partitions; partition++)
      this.due(em, payload.appeal_id, partition, partitions, null);
  }

  private due(em: EntityManager, appealId: string, partition: number, partitions: number, after: string | null) {
    recordEvent(em, AppealBatchDue, `${appealId}/${partition}`, { appeal_id: appealId, partition, partitions, after });
  }

  /** One batch in a lane of the pacer: the appeal's share lock too is taken only once the lane is free. */
  private batch(em: EntityManager, event: EventEnvelope): Promise<AfterCommit | void> {
    return this.pacer.run(async () => {
      await this.databaseLane(em);
      return this.paced(em, event);
    });
  }

  /**
   * One of the `lanes` of the database, held until the batch's transaction ends: the lanes bound the batches running
   * at once across every process (two projector processes would otherwise run two batches side by side on the one
   * database). A batch waiting here holds no lock on the appeal, so a stop is not held up by it; the wait counts in
   * the batch's time, so a process that waited for another's batch rests the longer after its own.
   */
  private async databaseLane(em: EntityManager): Promise<void> {
    const lanes = this.settings.lanes;
    for (let lane = 0; lane < lanes - 1; lane++) {
      const [row] = await em.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?, ?) as locked', [
        APPEAL_FANOUT_LANE_LOCK,
        lane,
      ]);
      if (row?.locked) return;
    }
    await em.execute('select pg_advisory_xact_lock(?, ?)', [APPEAL_FANOUT_LANE_LOCK, lanes - 1]);
  }

  private async paced(em: EntityManager, event: EventEnvelope): Promise<AfterCommit | void> {
    const payload = event.payload as PayloadOf<typeof AppealBatchDue>;
    const now = new Date();
    const [appeal] = await em.execute<AppealRow[]>(
      `select a.id, a.status, a.until, a.blood_groups, a.area_kind, a.state_id, s.name as state_name, a.area_lgas,
              a.area_radius_km, h.name as hospital_name, h.latitude as hospital_latitude,
              h.longitude as hospital_longitude
         from appeal a join hospital h on h.id = a.hospital_id join state s on s.id = a.state_id
        where a.id = ? for share of a`,
      [payload.appeal_id],
    );
    // Stopped, filled or over: what has not been sent is not sent, and the partition's chain ends here.
    if (!appeal || appeal.status !== 'running' || new Date(appeal.until) <= now) return;
    const forFanout: AppealForFanout = {
      id: appeal.id,
      bloodGroups: appeal.blood_groups,
      areaKind: appeal.area_kind,
      areaStateId: appeal.state_id,
      areaLgas: appeal.area_lgas,
      areaRadiusKm: appeal.area_radius_km,
      hospitalLatitude: appeal.hospital_latitude,
      hospitalLongitude: appeal.hospital_longitude,
      stateLgaSeats: NIGERIAN_LGAS.filter((lga) => lga.state === appeal.state_name),
    };
    const notice = appealNotice({ id: appeal.id, hospital: appeal.hospital_name, bloodGroups: appeal.blood_groups });
    const { url, key, ...params } = notice;
    const rendered = Object.fromEntries(
      LANGUAGE_CODES.map((language: LanguageCode) => [language, renderMessage(notice as StoredMessage, language)]),
    );
    const last = payload.partition === payload.partitions - 1;
    // A state or its LGAs: the batches walk that state's people only (app_user_state_id_index), not the country's.
    const inState = forFanout.areaKind === 'radius' ? '' : 'and u.state_id = :areaState';
    const [sql, values] = bindNamed(
      // The window's donors read once (the whole row: the rule reads several columns), the rule applied to that
      // copy, and the notifications built from it too. Notification ids are time-ordered (uuidv7): a batch's thousands
      // go to the right-hand end of their index, not to as many random pages of it.
      `with win as (
         select u.* from app_user u
          where u.id ${payload.after ? '> :after' : '>= :start'} ${last ? '' : 'and u.id < :end'} ${inState}
          order by u.id limit :batch),
       reached as (
         insert into appeal_recipient (appeal_id, donor_id, reached_at)
         select :appeal, u.id, :now from win u
          where ${Object.values(appealAdmissionSql(forFanout.areaKind)).join('\n            and ')}
         on conflict do nothing returning donor_id),
       noted as (
         insert into notification (id, user_id, title, body, message_key, message_params, url, event_id, created_at)
         select uuidv7(), win.id,
                coalesce(:rendered::jsonb -> win.language, :rendered::jsonb -> 'en') ->> 'title',
                coalesce(:rendered::jsonb -> win.language, :rendered::jsonb -> 'en') ->> 'body',
                :key, :params::jsonb, :url, :event, :now
           from reached join win on win.id = reached.donor_id
         returning user_id)${
           this.pushes
             ? `,
       pushed as (
         insert into appeal_push (id, appeal_id, device_token_id, message, due_at, created_at)
         select uuidv7(), :appeal, d.id,
                coalesce(:rendered::jsonb -> win.language, :rendered::jsonb -> 'en') || jsonb_build_object('url', :url),
                :now, :now
           from noted join win on win.id = noted.user_id join device_token d on d.user_id = noted.user_id
         returning 1)`
             : ''
         }
       select (select count(*) from win)::int as scanned,
              (select id::text from win order by id desc limit 1) as last_id,
              (select count(*) from noted)::int as notified,
              ${this.pushes ? '(select count(*) from pushed)::int' : '0'} as pushes`,
      {
        ...appealAdmissionParameters(forFanout, now, this.settings.cooldownDays),
        after: payload.after,
        start: partitionStart(payload.partition, payload.partitions),
        end: last ? null : partitionStart(payload.partition + 1, payload.partitions),
        batch: this.settings.batch,
        rendered: JSON.stringify(rendered),
        key,
        params: JSON.stringify(params),
        url,
        event: event.id,
      },
    );
    const [result] = await em.execute<BatchRow[]>(sql, values);
    // For the staff charts, which count from events rather than from appeal_recipient.
    if (result?.notified)
      recordEvent(em, AppealDonorsReached, appeal.id, { appeal_id: appeal.id, donors: result.notified });
    if (result && result.scanned >= this.settings.batch && result.last_id)
      this.due(em, appeal.id, payload.partition, payload.partitions, result.last_id);
    // The pushes are in the batch's transaction; the sender is woken once it committed.
    const pushes = this.pushes;
    if (pushes && result?.pushes) return async () => pushes.wake();
  }

  /** Resolves once every push claimed so far has been tried (tests; a graceful stop). */
  async pushesSettled(): Promise<void> {
    await this.pushes?.settled();
  }
}
