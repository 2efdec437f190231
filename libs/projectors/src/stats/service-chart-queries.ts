import type { EntityManager } from '@mikro-orm/postgresql';
import { LATENCY_CHART_COLUMNS, type ChartCell, type ChartTable, type ServiceChart } from '@app/domain';
import {
  ALL_GROUPS,
  ALL_STATES,
  LATENCY_BUCKET_MINUTES,
  latencyQuantile,
  type LatencyMetric,
} from './service-charts.js';

/** Days are ISO dates (YYYY-MM-DD), both included; null state or group means all. */
export interface ChartFilter {
  from: string;
  to: string;
  stateId: number | null;
  bloodGroup: string | null;
}

/** The charts counted straight from the daily facts: which column each sums. */
const FACT_CHARTS: Record<
  'requests' | 'fulfilment' | 'alerts' | 'active-donors' | 'appeals',
  Record<string, string>
> = {
  requests: { requests: 'requests_created' },
  fulfilment: { requests: 'requests_created', fulfilled: 'requests_fulfilled' },
  alerts: { sent: 'alerts_sent', opened: 'alerts_opened' },
  'active-donors': { active_donors: 'active_donors' },
  // Appeals raised that day, donors they reached that day, donors who answered that day and still come, donations.
  appeals: {
    appeals_raised: 'appeals_raised',
    donors_reached: 'appeal_donors_reached',
    donors_coming: 'appeal_donors_coming',
    donations_recorded: 'appeal_donations',
  },
};

/** A filter reads its own rows: a state's or all states' (ALL_STATES), a group's or all groups' (ALL_GROUPS). */
const filterSql = (filter: ChartFilter) => ({
  where: 'day between ?::date and ?::date and state_id = ? and blood_group = ?',
  parameters: [filter.from, filter.to, filter.stateId ?? ALL_STATES, filter.bloodGroup ?? ALL_GROUPS],
});

/** Every day of the range, joined to the summed rows of `inner` (which groups by day). */
const daily = (inner: string, columns: string[]) =>
  `with summed as (${inner})
   select to_char(days.day, 'YYYY-MM-DD') as day, ${columns.map((c) => `coalesce(summed.${c}, 0)::bigint as ${c}`).join(', ')}
   from generate_series(?::date, ?::date, interval '1 day') as days (day)
   left join summed on summed.day = days.day
   order by days.day`;

/**
 * One chart's table over the filter, read from the stats projector's chart read models: the filter's own rows, one
 * per day (per bucket for latency), at most 731 days.
 */
export const serviceChart = async (
  em: EntityManager,
  chart: ServiceChart,
  filter: ChartFilter,
): Promise<ChartTable> => {
  const { where, parameters } = filterSql(filter);
  const range = [filter.from, filter.to];
  if (chart === 'spend') {
    const rows = await em.execute<Record<string, string>[]>(
      daily(
        `select day, sms_sent, airtime_credits, airtime_ngn from chart_daily_spend
          where day between ?::date and ?::date`,
        ['sms_sent', 'airtime_credits', 'airtime_ngn'],
      ),
      [...range, ...range],
    );
    return table(chart, ['day', 'sms_sent', 'airtime_credits', 'airtime_ngn'], rows, false);
  }
  if (chart === 'latency') return latencyChart(em, filter, where, parameters);
  const sums = FACT_CHARTS[chart];
  const names = Object.keys(sums);
  const rows = await em.execute<Record<string, string>[]>(
    daily(
      `select day, ${names.map((name) => `${sums[name]} as ${name}`).join(', ')} from chart_daily_fact where ${where}`,
      names,
    ),
    [...parameters, ...range],
  );
  if (chart !== 'fulfilment') return table(chart, ['day', ...names], rows, true);
  return {
    chart,
    columns: ['day', 'requests', 'fulfilled', 'share_fulfilled'],
    rows: rows.map((row) => {
      const requests = Number(row.requests);
      const fulfilled = Number(row.fulfilled);
      return [row.day!, requests, fulfilled, requests ? Math.round((fulfilled / requests) * 1000) / 1000 : null];
    }),
    filtered_by_state_and_group: true,
  };
};

const table = (chart: ServiceChart, columns: string[], rows: Record<string, string>[], filtered: boolean) => ({
  chart,
  columns,
  rows: rows.map((row) => columns.map((column) => (column === 'day' ? row[column]! : Number(row[column])))),
  filtered_by_state_and_group: filtered,
});

const METRICS: LatencyMetric[] = ['acceptance', 'donation'];

/**
 * Per day, the median and 90th percentile (in minutes, as bucket upper bounds) of the time from request to first
 * acceptance and to first confirmed donation, for the requests made that day; the first row, `all`, is over the
 * whole range, from the buckets summed across it (percentiles cannot be averaged across days).
 */
const latencyChart = async (
  em: EntityManager,
  filter: ChartFilter,
  where: string,
  parameters: unknown[],
): Promise<ChartTable> => {
  const rows = await em.execute<{ day: string; metric: LatencyMetric; bucket: number; requests: string }[]>(
    `select to_char(day, 'YYYY-MM-DD') as day, metric, bucket, requests from chart_latency_bucket where ${where}`,
    parameters,
  );
  const size = LATENCY_BUCKET_MINUTES.length + 1;
  const histograms = new Map<string, Record<LatencyMetric, number[]>>();
  const histogramOf = (day: string) => {
    let found = histograms.get(day);
    if (!found) histograms.set(day, (found = { acceptance: Array(size).fill(0), donation: Array(size).fill(0) }));
    return found;
  };
  for (const row of rows) {
    histogramOf(row.day)[row.metric][row.bucket] += Number(row.requests);
    histogramOf('all')[row.metric][row.bucket] += Number(row.requests);
  }
  const figures = (histogram: Record<LatencyMetric, number[]> | undefined): ChartCell[] =>
    METRICS.flatMap((metric) => {
      const buckets = histogram?.[metric] ?? [];
      const count = buckets.reduce((sum, n) => sum + n, 0);
      return [count, latencyQuantile(buckets, 0.5)?.minutes ?? null, latencyQuantile(buckets, 0.9)?.minutes ?? null];
    });
  return {
    chart: 'latency',
    columns: [...LATENCY_CHART_COLUMNS],
    rows: [
      ['all', ...figures(histograms.get('all'))],
      ...daysOf(filter).map((day) => [day, ...figures(histograms.get(day))]),
    ],
    filtered_by_state_and_group: true,
  };
};

const daysOf = ({ from, to }: ChartFilter) => {
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10));
  return days;
};
