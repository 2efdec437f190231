import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import {
  APPEAL_AREA_KINDS,
  APPEAL_STATUSES,
  appealSlotStarts,
  appealTarget,
  BLOOD_GROUPS,
  type LgaSeat,
} from '@app/domain';
import { NIGERIAN_LGAS } from '@app/geo';
import type { AppealEntity } from '@app/persistence';

export const appealHospitalSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const appealSchema = z.object({
  id: z.string(),
  hospital: appealHospitalSchema,
  blood_groups: z.array(z.enum(BLOOD_GROUPS)).describe('the donor groups asked for'),
  area: z.object({
    kind: z.enum(APPEAL_AREA_KINDS),
    state: z.string(),
    lgas: z.array(z.string()).optional(),
    radius_km: z.number().optional(),
  }),
  units_wanted: z.number().int(),
  per_hour: z.number().int().describe('donors the hospital can take per hour'),
  margin_percent: z.number().int(),
  until: z.string(),
  reason: z.string(),
  status: z.enum(APPEAL_STATUSES),
  coming_count: z.number().int(),
  created_at: z.string(),
});
export type AppealView = z.output<typeof appealSchema>;

/** An appeal loaded with its hospital and both states (the hospital's, the area's). */
export const APPEAL_POPULATE = ['hospital', 'hospital.state', 'state'] as const;

export const appealView = (appeal: AppealEntity): AppealView => ({
  id: appeal.id,
  hospital: {
    id: appeal.hospital.id,
    name: appeal.hospital.name,
    address: appeal.hospital.address,
    state: appeal.hospital.state.name,
    latitude: appeal.hospital.latitude,
    longitude: appeal.hospital.longitude,
  },
  blood_groups: appeal.bloodGroups,
  area: {
    kind: appeal.areaKind,
    state: appeal.state.name,
    ...(appeal.areaKind === 'lgas' ? { lgas: appeal.areaLgas } : {}),
    ...(appeal.areaKind === 'radius' && appeal.areaRadiusKm !== null ? { radius_km: appeal.areaRadiusKm } : {}),
  },
  units_wanted: appeal.unitsWanted,
  per_hour: appeal.perHour,
  margin_percent: appeal.marginPercent,
  until: appeal.until.toISOString(),
  reason: appeal.reason,
  status: appeal.status,
  coming_count: appeal.comingCount,
  created_at: appeal.createdAt.toISOString(),
});

/** The seats of a state's LGAs, by the state's name. */
export const lgaSeatsOf = (stateName: string): LgaSeat[] =>
  NIGERIAN_LGAS.filter((lga) => lga.state === stateName).map(({ name, latitude, longitude }) => ({
    name,
    latitude,
    longitude,
  }));

export const slotSchema = z.object({
  start: z.string(),
  coming: z.number().int(),
  capacity: z.number().int(),
});

/** Donors coming per slot of each appeal (cancelled responses free their place). */
export const comingBySlot = async (
  em: EntityManager,
  appealIds: string[],
): Promise<Map<string, Map<number, number>>> => {
  const counts = new Map<string, Map<number, number>>();
  if (appealIds.length === 0) return counts;
  const rows = await em.execute<{ appeal_id: string; slot_start: Date; n: number }[]>(
    `select appeal_id, slot_start, count(*)::int as n from appeal_response
      where appeal_id in (?) and status <> 'cancelled' group by appeal_id, slot_start`,
    [appealIds],
  );
  for (const row of rows) {
    const slots = counts.get(row.appeal_id) ?? new Map<number, number>();
    slots.set(new Date(row.slot_start).getTime(), row.n);
    counts.set(row.appeal_id, slots);
  }
  return counts;
};

/** The appeal's choosable slots with how many are coming in each. */
export const slotsOf = (appeal: AppealEntity, coming: Map<number, number> | undefined, now: Date) =>
  appealSlotStarts(now, appeal.until).map((start) => ({
    start: start.toISOString(),
    coming: coming?.get(start.getTime()) ?? 0,
    capacity: appeal.perHour,
  }));

/** How many more donors the appeal needs before it is filled. */
export const placesLeft = (appeal: AppealEntity) =>
  Math.max(0, appealTarget(appeal.unitsWanted, appeal.marginPercent) - appeal.comingCount);
