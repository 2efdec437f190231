import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '@app/config';
import { donorSearchOrder, type BloodGroup } from '@app/domain';
import { NIGERIAN_TOWNS } from '@app/geo';
import {
  bind,
  DonorTargeting,
  nearestEligibleDonorsSql,
  targetingRuleParameters,
  type SearchPoint,
} from '../../apps/api/src/blood-requests/search/donor-targeting.js';
import { donorFeedSql } from '../../apps/api/src/blood-requests/queries/list-donor-requests/read-donor-feed.js';
import { latencyTable, summarise } from './latency-summary.js';

/** Common groups first, then the rare ones (the negatives, 1.5 % of donors each; O- and AB- the goal names). */
const GROUPS: BloodGroup[] = ['O+', 'A+', 'B+', 'AB+', 'A-', 'B-', 'O-', 'AB-'];
const TARGETS_PER_REQUEST = 50;
const NO_REQUEST = '00000000-0000-0000-0000-000000000000';

export interface MeasureOptions {
  /** Target selections per requested blood group, and feed pages per donor blood group. */
  samplesPerGroup: number;
  /** Towns the requests are placed at (the largest first). */
  towns: number;
  /** One untimed pass over every town and group first, so the figures are of a warm cache, not of the first reads. */
  warmUp: boolean;
}

const planText = (rows: Array<Record<string, string>>) => rows.map((row) => Object.values(row)[0]).join('\n');

/**
 * Times target selection (`DonorTargeting.selectDonors`: the top 50 eligible compatible donors within 10 km, one
 * query per compatible group in search order) per requested group, and the donor feed page per donor group, and
 * prints Markdown tables, then the plans of the slowest selection and of one feed page.
 */
export const measureQueries = async (em: EntityManager, config: AppConfig, options: MeasureOptions) => {
  const targeting = new DonorTargeting(config);
  const [owner] = await em.execute<{ id: string }[]>(`select id from app_user where role = 'recipient' limit 1`);
  const towns = NIGERIAN_TOWNS.slice(0, options.towns);
  const pointAt = (group: BloodGroup, index: number): SearchPoint => {
    const town = towns[index % towns.length]!;
    const { latitude, longitude } = town;
    return {
      requestId: NO_REQUEST,
      ownerId: owner!.id,
      bloodGroup: group,
      latitude,
      longitude,
      radiusKm: 10,
      stateId: null,
    };
  };
  const select = (point: SearchPoint) => targeting.selectDonors(em, point, TARGETS_PER_REQUEST);

  if (options.warmUp)
    for (let index = 0; index < towns.length; index++) for (const group of GROUPS) await select(pointAt(group, index));

  // Groups interleaved, so load from other jobs on the machine falls on all of them alike.
  const selection = new Map(GROUPS.map((group) => [group, [] as number[]]));
  let slowest = { time: 0, point: pointAt('O+', 0), found: 0 };
  for (let index = 0; index < options.samplesPerGroup; index++) {
    for (const group of GROUPS) {
      const point = pointAt(group, index);
      const started = performance.now();
      const found = await select(point);
      const time = performance.now() - started;
      selection.get(group)!.push(time);
      if (time > slowest.time) slowest = { time, point, found: found.length };
    }
  }

  const sampleDonors = await em.execute<{ donor_id: string; blood_group: BloodGroup }[]>(
    `select donor_id, blood_group from (
       select t.donor_id, u.blood_group, row_number() over (partition by u.blood_group order by t.donor_id) as n
         from (select distinct donor_id from blood_request_target) t join app_user u on u.id = t.donor_id) ranked
      where n <= ?`,
    [options.samplesPerGroup],
  );
  const feedSql = donorFeedSql({ bloodGroup: false, gender: false });
  const feed = new Map(GROUPS.map((group) => [group, [] as number[]]));
  for (const { donor_id, blood_group } of sampleDonors) {
    const started = performance.now();
    await em.execute(feedSql, [donor_id, new Date(Date.now() - 86_400_000), 20, 0]);
    feed.get(blood_group)!.push(performance.now() - started);
  }

  const all = (times: Map<BloodGroup, number[]>) => [...times.values()].flat();
  const selectionRows = [
    ...GROUPS.map((group) => summarise(group, selection.get(group)!)),
    summarise('all groups', all(selection)),
  ];
  const feedRows = [...GROUPS.map((group) => summarise(group, feed.get(group)!)), summarise('all donors', all(feed))];
  process.stdout.write(
    `\nTarget selection (top ${TARGETS_PER_REQUEST} eligible compatible donors within 10 km), by requested group, ` +
      `${options.samplesPerGroup} requests per group over the ${towns.length} largest towns:\n\n` +
      `${latencyTable('requested group', selectionRows)}\n\n` +
      `Donor feed page (20 items), by the donor's group, up to ${options.samplesPerGroup} targeted donors per group:\n\n` +
      `${latencyTable("donor's group", feedRows)}\n`,
  );

  await explainSelection(em, config, slowest);
  const [sampled] = sampleDonors;
  const feedExplain = await em.execute<Array<Record<string, string>>>(`explain (analyze, buffers) ${feedSql}`, [
    sampled!.donor_id,
    new Date(Date.now() - 86_400_000),
    20,
    0,
  ]);
  process.stdout.write(`\nEXPLAIN ANALYZE donor feed:\n${planText(feedExplain)}\n`);
};

/** The plan of each query the slowest selection ran (one per compatible group until 50 were found). */
const explainSelection = async (
  em: EntityManager,
  config: AppConfig,
  slowest: { time: number; point: SearchPoint; found: number },
) => {
  const { point } = slowest;
  const town = NIGERIAN_TOWNS.find((t) => t.latitude === point.latitude && t.longitude === point.longitude);
  process.stdout.write(
    `\nThe slowest target selection: ${point.bloodGroup} at ${town?.name ?? 'a town'} (${slowest.time.toFixed(2)} ms, ` +
      `${slowest.found} donors), run again under EXPLAIN ANALYZE, one query per group searched:\n`,
  );
  let found = 0;
  for (const group of donorSearchOrder(point.bloodGroup)) {
    if (found >= TARGETS_PER_REQUEST) break;
    const [sql, values] = bind(nearestEligibleDonorsSql(group), {
      lat: point.latitude,
      lng: point.longitude,
      radius: point.radiusKm * 1000,
      state: point.stateId,
      ...targetingRuleParameters(new Date(), point.ownerId, point.requestId, config.DONOR_ALERTS_PER_DAY),
      limit: TARGETS_PER_REQUEST - found,
    });
    found += (await em.execute<unknown[]>(sql, values)).length;
    const plan = await em.execute<Array<Record<string, string>>>(`explain (analyze, buffers) ${sql}`, values);
    process.stdout.write(`\n-- ${group} (${found} found so far)\n${planText(plan)}\n`);
  }
};
