import { fetchUtils } from 'react-admin';
import { callAdminApi } from '../providers/http-client';
import type { ChartTable, ServiceChart as ChartName } from '@app/domain';

/** `GET /v1/admin/charts/:chart`: one row per day (latency: an `all` row first), columns named. */
export type { ChartCell, ChartTable, ServiceChart as ChartName } from '@app/domain';

export interface ChartFilter {
  from: string;
  to: string;
  stateId: string;
  bloodGroup: string;
}

export const fetchChart = (chart: ChartName, filter: ChartFilter) => {
  const query = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.stateId) query.set('state_id', filter.stateId);
  if (filter.bloodGroup) query.set('blood_group', filter.bloodGroup);
  return callAdminApi<ChartTable>(`/charts/${chart}?${query}`);
};

export interface State {
  id: number;
  name: string;
}

/** The states to filter by: the public reference list the forms use. */
export const fetchStates = async () =>
  ((await fetchUtils.fetchJson('/v1/util/states')).json as { data: { states: State[] } }).data.states;

/** A column of a table, by name (numbers as numbers, nothing as null). */
export const column = (table: ChartTable, name: string, rows = table.rows) => {
  const index = table.columns.indexOf(name);
  return rows.map((row) => row[index] ?? null);
};
