/** The nearest-rank percentile of `sorted` (ascending). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;

export interface LatencySummary {
  label: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export const summarise = (label: string, times: number[]): LatencySummary => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    label,
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
};

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** A Markdown table, one row per summary, ready for docs/benchmarks.md. */
export const latencyTable = (firstColumn: string, rows: LatencySummary[]): string =>
  [
    `| ${firstColumn} | samples | p50 | p95 | p99 | max |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) => `| ${row.label} | ${row.samples} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} |`,
    ),
  ].join('\n');
