import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AirtimeCredited,
  AlertOpened,
  AppealDonationRecorded,
  AppealDonorsReached,
  AppealRaised,
  AppealResponseChanged,
  BloodRequestCreated,
  DonationAttempted,
  DonationConfirmed,
  DonorMatched,
  DonorsTargeted,
  RequestDeclined,
  SmsSent,
  type EventEnvelope,
  type PayloadOf,
} from '@app/contracts';

/** The events the staff charts are counted from (the stats projector handles them). */
export const CHART_EVENT_TYPES = [
  BloodRequestCreated.type,
  DonorsTargeted.type,
  AlertOpened.type,
  DonorMatched.type,
  RequestDeclined.type,
  DonationAttempted.type,
  DonationConfirmed.type,
  SmsSent.type,
  AirtimeCredited.type,
  AppealRaised.type,
  AppealDonorsReached.type,
  AppealResponseChanged.type,
  AppealDonationRecorded.type,
] as const;

/**
 * Upper bounds, in minutes, of the latency buckets: fine near the first hour, where a request is won or lost,
 * coarse after a day. Bucket i holds latencies in (bound[i-1], bound[i]]; the last bucket, past a week, is open.
 */
export const LATENCY_BUCKET_MINUTES = [
  5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 960, 1440, 2160, 2880, 4320, 7200, 10080,
] as const;

export type LatencyMetric = 'acceptance' | 'donation';

/** The donor events that may be a request's first of a kind, timed in the latency chart. */
const FIRST_OF: Partial<Record<string, LatencyMetric>> = {
  [DonorMatched.type]: 'acceptance',
  [DonationConfirmed.type]: 'donation',
};

/** Days are Nigerian days (WAT), so a request made at 00:30 in Lagos counts on that day. */
const DAY = `(?::timestamptz at time zone 'Africa/Lagos')::date`;

/**
 * Keeps the chart read models: each event changes a few counter rows, keyed by the request's day, state and blood
 * group (chart_request remembers them for the request's later events). Counts are exact once each event is applied
 * once, which the projector's inbox guarantees (each also in the all-states and all-groups rows, see rolledUp); firsts (first acceptance, first donation, a donor's first activity
 * in a day) are guarded in SQL as well. A request created before these tables existed is not attributed.
 */
export const recordChartFacts = async (em: EntityManager, event: EventEnvelope): Promise<void> => {
  const at = event.occurred_at;
  switch (event.type) {
    case BloodRequestCreated.type: {
      const payload = event.payload as PayloadOf<typeof BloodRequestCreated>;
      await em.execute(
        `with request as (
           insert into chart_request (request_id, day, state_id, blood_group, created_at)
           values (?, ${DAY}, ?, ?, ?) on conflict do nothing returning day, state_id, blood_group)
         ${bump('requests_created')} ${rolledUp('select day, state_id, blood_group, 1 as n from request')}
         ${onBump('requests_created')}`,
        [payload.request_id, at, payload.state_id, payload.blood_group, at],
      );
      return;
    }
    case DonorsTargeted.type: {
      const payload = event.payload as PayloadOf<typeof DonorsTargeted>;
      await countOnRequest(em, 'alerts_sent', payload.request_id, at, payload.donor_ids.length);
      return;
    }
    case AlertOpened.type:
      await countOnRequest(em, 'alerts_opened', (event.payload as PayloadOf<typeof AlertOpened>).request_id, at, 1);
      return;
    case DonorMatched.type:
    case RequestDeclined.type:
    case DonationAttempted.type:
    case DonationConfirmed.type: {
      const payload = event.payload as { donor_id: string; request_id: string };
      await countActiveDonor(em, payload.donor_id, payload.request_id, at);
      const first = FIRST_OF[event.type];
      if (first) await countFirst(em, first, payload.request_id, at);
      return;
    }
    case SmsSent.type:
      await em.execute(
        `insert into chart_daily_spend (day, sms_sent) values (${DAY}, 1)
         on conflict (day) do update set sms_sent = chart_daily_spend.sms_sent + 1`,
        [at],
      );
      return;
    case AirtimeCredited.type: {
      const { amount_ngn } = event.payload as PayloadOf<typeof AirtimeCredited>;
      await em.execute(
        `insert into chart_daily_spend (day, airtime_credits, airtime_ngn) values (${DAY}, 1, ?)
         on conflict (day) do update set airtime_credits = chart_daily_spend.airtime_credits + 1,
           airtime_ngn = chart_daily_spend.airtime_ngn + excluded.airtime_ngn`,
        [at, amount_ngn],
      );
      return;
    }
    case AppealRaised.type: {
      const payload = event.payload as PayloadOf<typeof AppealRaised>;
      await em.execute(
        `with appeal as (
           insert into chart_appeal (appeal_id, state_id, blood_groups) values (?, ?, ?::text[])
           on conflict do nothing returning state_id, blood_groups)
         ${bump('appeals_raised')}
         ${appealRolledUp(`select ${DAY} as day, state_id, blood_groups, 1 as n from appeal`)}
         ${onBump('appeals_raised')}`,
        [payload.appeal_id, payload.state_id, `{${payload.blood_groups.join(',')}}`, at],
      );
      return;
    }
    case AppealDonorsReached.type: {
      const payload = event.payload as PayloadOf<typeof AppealDonorsReached>;
      await countOnAppeal(em, 'appeal_donors_reached', payload.appeal_id, at, payload.donors);
      return;
    }
    case AppealResponseChanged.type: {
      // Counted on the day the donor answered, so a cancellation takes back that day's answer.
      const payload = event.payload as PayloadOf<typeof AppealResponseChanged>;
      const n = payload.change === 'coming' ? 1 : -1;
      await countOnAppeal(em, 'appeal_donors_coming', payload.appeal_id, payload.responded_at, n);
      return;
    }
    case AppealDonationRecorded.type: {
      const payload = event.payload as PayloadOf<typeof AppealDonationRecorded>;
      await countOnAppeal(em, 'appeal_donations', payload.appeal_id, at, 1);
      return;
    }
  }
};

type FactColumn =
  | 'requests_created'
  | 'requests_accepted'
  | 'requests_fulfilled'
  | 'alerts_sent'
  | 'alerts_opened'
  | 'active_donors'
  | 'appeals_raised'
  | 'appeal_donors_reached'
  | 'appeal_donors_coming'
  | 'appeal_donations';

/** The rows that count every state, and every blood group: a chart filtered by neither reads only those. */
export const ALL_STATES = 0;
export const ALL_GROUPS = '*';

/**
 * The rows of `source` (day, state_id, blood_group, n, and bucket when `columns` names it), each also counted in
 * its day's all-states, all-groups and all-of-both rows, so that a chart, however filtered, reads one row per day
 * (per bucket) instead of summing up to 296.
 */
const rolledUp = (source: string, columns = 'src.n') =>
  `select src.day, k.state_id, k.blood_group, ${columns} from (${source}) as src
   cross join lateral (values (src.state_id, src.blood_group), (${ALL_STATES}, src.blood_group),
     (src.state_id, '${ALL_GROUPS}'), (${ALL_STATES}, '${ALL_GROUPS}')) as k (state_id, blood_group)`;

/**
 * The rows of an appeal's `source` (day, state_id, blood_groups, n): counted under each group it asks for and once
 * under all groups, each in its state and in all states. A chart filtered by a group shows the appeals asking for it.
 */
const appealRolledUp = (source: string) =>
  `select src.day, k.state_id, k.blood_group, src.n from (${source}) as src
   cross join lateral (select distinct unnest(src.blood_groups || '{${ALL_GROUPS}}'::text[])) as g (blood_group)
   cross join lateral (values (src.state_id, g.blood_group), (${ALL_STATES}, g.blood_group)) as k (state_id, blood_group)`;

/** `n` more (or fewer) of `column` on the day of `at`, where the appeal is and for the groups it asks for. */
const countOnAppeal = (em: EntityManager, column: FactColumn, appealId: string, at: string, n: number) =>
  em.execute(
    `${bump(column)}
     ${appealRolledUp(`select ${DAY} as day, state_id, blood_groups, ?::int as n from chart_appeal where appeal_id = ?`)}
     ${onBump(column)}`,
    [at, n, appealId],
  );

const bump = (column: FactColumn) => `insert into chart_daily_fact (day, state_id, blood_group, ${column})`;
const onBump = (column: FactColumn) =>
  `on conflict (day, state_id, blood_group) do update set ${column} = chart_daily_fact.${column} + excluded.${column}`;

/** `n` more of `column` on the event's day, in the request's state and blood group. */
const countOnRequest = (em: EntityManager, column: FactColumn, requestId: string, at: string, n: number) =>
  em.execute(
    `${bump(column)}
     ${rolledUp(`select ${DAY} as day, state_id, blood_group, ?::int as n from chart_request where request_id = ?`)}
     ${onBump(column)}`,
    [at, n, requestId],
  );

/** A donor who answered or donated is active that day, counted once a day, where the request they answered is. */
const countActiveDonor = (em: EntityManager, donorId: string, requestId: string, at: string) =>
  em.execute(
    `with active as (
       insert into chart_active_donor (day, donor_id)
       select ${DAY}, ? where exists (select 1 from chart_request where request_id = ?)
       on conflict do nothing returning day)
     ${bump('active_donors')}
     ${rolledUp('select active.day, r.state_id, r.blood_group, 1 as n from active, chart_request r where r.request_id = ?')}
     ${onBump('active_donors')}`,
    [at, donorId, requestId, requestId],
  );

/**
 * The request's first acceptance (or first confirmed donation): counted on the request's own day, state and group,
 * and its time since the request was made put in its latency bucket. Later ones change nothing.
 */
const countFirst = (em: EntityManager, metric: LatencyMetric, requestId: string, at: string) => {
  const [firstColumn, counted]: [string, FactColumn] =
    metric === 'acceptance' ? ['first_accepted_at', 'requests_accepted'] : ['first_donation_at', 'requests_fulfilled'];
  return em.execute(
    `with request as (
       update chart_request set ${firstColumn} = ?::timestamptz where request_id = ? and ${firstColumn} is null
       returning day, state_id, blood_group, created_at),
     counted as (
       ${bump(counted)} ${rolledUp('select day, state_id, blood_group, 1 as n from request')} ${onBump(counted)})
     insert into chart_latency_bucket (day, state_id, blood_group, metric, bucket, requests)
     ${rolledUp(
       `select day, state_id, blood_group, 1 as n,
          (select count(*) from unnest(?::int[]) as bound
            where bound < extract(epoch from (?::timestamptz - request.created_at)) / 60)::smallint as bucket
        from request`,
       '?, src.bucket, src.n',
     )}
     on conflict (day, state_id, blood_group, metric, bucket)
       do update set requests = chart_latency_bucket.requests + 1`,
    [at, requestId, metric, `{${LATENCY_BUCKET_MINUTES.join(',')}}`, at],
  );
};

/**
 * The latency at quantile `q` (0.5 for the median) of the requests counted in `buckets` (index = bucket), as the
 * upper bound of the bucket that holds it: "half the requests were accepted within N minutes". Past the last
 * bound only "more than a week" is known, so the last bound is returned with `beyond: true`. Null when no request.
 */
export const latencyQuantile = (buckets: readonly number[], q: number): { minutes: number; beyond: boolean } | null => {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let bucket = 0; bucket < buckets.length; bucket++) {
    seen += buckets[bucket] ?? 0;
    if (seen >= rank && seen > 0) {
      const beyond = bucket >= LATENCY_BUCKET_MINUTES.length;
      return { minutes: LATENCY_BUCKET_MINUTES[Math.min(bucket, LATENCY_BUCKET_MINUTES.length - 1)]!, beyond };
    }
  }
  return null;
};
