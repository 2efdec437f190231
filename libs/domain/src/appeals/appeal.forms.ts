import { z } from 'zod';
import { BLOOD_GROUPS } from '../blood/blood-group.js';
import {
  APPEAL_AREA_KINDS,
  DEFAULT_APPEAL_MARGIN_PERCENT,
  DEFAULT_APPEAL_PER_HOUR,
  MAX_APPEAL_HOURS,
  MAX_APPEAL_MARGIN_PERCENT,
  MAX_APPEAL_RADIUS_KM,
  MAX_APPEAL_REASON_LENGTH,
} from './appeal-rules.js';

export const APPEAL_MESSAGES = {
  groupsOrCompatible: 'Choose the blood groups, or the group donors must be compatible with (one of the two)',
  bloodGroupInvalid: 'Choose a blood group',
  areaKind: "area.kind must be 'state', 'lgas' or 'radius'",
  stateEmpty: 'Choose the state',
  lgasEmpty: 'Choose at least one LGA',
  radiusInvalid: `The radius must be from 1 to ${MAX_APPEAL_RADIUS_KM} km`,
  unitsInvalid: 'Units wanted must be a whole number from 1 to 10000',
  untilInvalid: `An appeal runs from now to at most ${MAX_APPEAL_HOURS / 24} days ahead`,
  reasonEmpty: 'Give a short public reason',
  reasonTooLong: `The reason must be at most ${MAX_APPEAL_REASON_LENGTH} characters`,
  perHourInvalid: 'Donors per hour must be a whole number from 1 to 1000',
  marginInvalid: `The margin must be a whole number from 0 to ${MAX_APPEAL_MARGIN_PERCENT} percent`,
  slotInvalid: 'Choose one of the hourly slots of this appeal',
} as const;

const M = APPEAL_MESSAGES;

const bloodGroup = z.enum(BLOOD_GROUPS, { error: M.bloodGroupInvalid });
const perHour = z
  .number({ error: M.perHourInvalid })
  .int(M.perHourInvalid)
  .min(1, M.perHourInvalid)
  .max(1000, M.perHourInvalid);
const marginPercent = z
  .number({ error: M.marginInvalid })
  .int(M.marginInvalid)
  .min(0, M.marginInvalid)
  .max(MAX_APPEAL_MARGIN_PERCENT, M.marginInvalid);

export const appealAreaForm = z
  .object({
    kind: z.enum(APPEAL_AREA_KINDS, { error: M.areaKind }),
    state: z.string({ error: M.stateEmpty }).trim().min(1, M.stateEmpty).max(100),
    lgas: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
    radius_km: z
      .number({ error: M.radiusInvalid })
      .min(1, M.radiusInvalid)
      .max(MAX_APPEAL_RADIUS_KM, M.radiusInvalid)
      .optional(),
  })
  .superRefine((area, ctx) => {
    if (area.kind === 'lgas' && !area.lgas?.length)
      ctx.addIssue({ code: 'custom', message: M.lgasEmpty, path: ['lgas'] });
    if (area.kind === 'radius' && area.radius_km === undefined)
      ctx.addIssue({ code: 'custom', message: M.radiusInvalid, path: ['radius_km'] });
  });

/** What an officer (or staff, naming the hospital) fills in to raise an appeal. */
export const raiseAppealForm = z
  .object({
    blood_groups: z.array(bloodGroup).min(1, M.groupsOrCompatible).max(8).optional(),
    compatible_with: bloodGroup.optional(),
    area: appealAreaForm,
    units_wanted: z
      .number({ error: M.unitsInvalid })
      .int(M.unitsInvalid)
      .min(1, M.unitsInvalid)
      .max(10_000, M.unitsInvalid),
    until: z.iso.datetime({ offset: true, error: M.untilInvalid }),
    reason: z
      .string({ error: M.reasonEmpty })
      .trim()
      .min(1, M.reasonEmpty)
      .max(MAX_APPEAL_REASON_LENGTH, M.reasonTooLong),
    per_hour: perHour.default(DEFAULT_APPEAL_PER_HOUR),
    margin_percent: marginPercent.default(DEFAULT_APPEAL_MARGIN_PERCENT),
  })
  .superRefine((form, ctx) => {
    if ((form.blood_groups === undefined) === (form.compatible_with === undefined))
      ctx.addIssue({ code: 'custom', message: M.groupsOrCompatible, path: ['blood_groups'] });
  });
export type RaiseAppealForm = z.output<typeof raiseAppealForm>;

/** Whether an appeal may run until `until`, raised at `now`. */
export const appealUntilProblem = (until: Date, now: Date): string | null =>
  until.getTime() <= now.getTime() || until.getTime() > now.getTime() + MAX_APPEAL_HOURS * 3_600_000
    ? M.untilInvalid
    : null;

/** What the hospital may change while the appeal runs. */
export const updateAppealForm = z.object({ per_hour: perHour.optional(), margin_percent: marginPercent.optional() });

export const appealResponseForm = z.object({ slot_start: z.iso.datetime({ offset: true, error: M.slotInvalid }) });
