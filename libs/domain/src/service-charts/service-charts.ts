/** The staff console's service charts: the API serves them and the console draws them, by these names. */
export const SERVICE_CHARTS = [
  'requests',
  'fulfilment',
  'latency',
  'alerts',
  'spend',
  'active-donors',
  'appeals',
] as const;
export type ServiceChart = (typeof SERVICE_CHARTS)[number];

/** The latency chart's columns: the API fills them and the console reads its figures by these names. */
export const LATENCY_CHART_COLUMNS = [
  'day',
  'accepted_requests',
  'acceptance_median_minutes',
  'acceptance_p90_minutes',
  'fulfilled_requests',
  'donation_median_minutes',
  'donation_p90_minutes',
];

export type ChartCell = string | number | null;

/** A chart as rows of named columns, one row per day (days with nothing are zeros), so it is also its CSV. */
export interface ChartTable {
  chart: ServiceChart;
  columns: string[];
  rows: ChartCell[][];
  /** Whether the state and blood group filters apply (spend is counted per day only). */
  filtered_by_state_and_group: boolean;
}
