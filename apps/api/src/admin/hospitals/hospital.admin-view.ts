import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { HOSPITAL_MESSAGES, HOSPITAL_SOURCES, HOSPITAL_STATUSES } from '@app/domain';
import { HospitalEntity } from '@app/persistence';
import { hospitalIdentitySchema } from '../../hospitals/index.js';
import { iso } from '../platform/admin-replies.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import type { AuditedTarget } from '../../platform/audit/audit-trail.js';
import { filterFields, integerId, uuidId } from '../platform/simple-rest.js';

export const adminHospitalSchema = hospitalIdentitySchema.extend({
  state_id: z.number(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  position_source: z.string(),
  phone: z.string().nullable(),
  has_blood_bank: z.boolean(),
  facility_code: z.string().nullable(),
  status: z.enum(HOSPITAL_STATUSES),
  verified_at: z.string().nullable(),
  verified_by: z.string().nullable().describe('the staff member id'),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  source: z.enum(HOSPITAL_SOURCES),
  created_at: z.string(),
});

export const adminHospitalView = (hospital: HospitalEntity): z.output<typeof adminHospitalSchema> => ({
  id: hospital.id,
  name: hospital.name,
  aliases: hospital.aliases,
  kind: hospital.kind,
  address: hospital.address,
  town: hospital.town,
  lga: hospital.lga,
  state_id: hospital.state.id,
  state: hospital.state.name,
  latitude: hospital.latitude,
  longitude: hospital.longitude,
  position_source: hospital.positionSource,
  phone: hospital.phone,
  has_blood_bank: hospital.hasBloodBank,
  facility_code: hospital.facilityCode,
  status: hospital.status,
  verified_at: iso(hospital.verifiedAt),
  verified_by: hospital.verifiedBy?.id ?? null,
  suspended_at: iso(hospital.suspendedAt),
  suspension_reason: hospital.suspensionReason,
  source: hospital.source,
  created_at: hospital.createdAt.toISOString(),
});

export const suspendHospitalRequest = z.object({
  reason: z
    .string({ error: HOSPITAL_MESSAGES.suspensionReasonEmpty })
    .trim()
    .min(1, HOSPITAL_MESSAGES.suspensionReasonEmpty)
    .max(2000, 'Keep the reason under 2000 characters'),
});
export type SuspendHospitalRequest = z.output<typeof suspendHospitalRequest>;

/** The registry for staff: proposed hospitals are the queue (`status=listed&source=proposal`). */
export const hospitals: ResourceReading<HospitalEntity> = {
  listing: {
    resource: 'hospitals',
    entity: HospitalEntity,
    id: uuidId,
    filters: {
      q: filterFields.search('name', 'facilityCode', 'town'),
      state_id: filterFields.equals('state', integerId),
      status: filterFields.oneOf('status', HOSPITAL_STATUSES),
      source: filterFields.oneOf('source', HOSPITAL_SOURCES),
    },
    sorts: { created_at: 'createdAt', name: 'name', status: 'status' },
    defaultSort: ['created_at', 'DESC'],
    populate: ['state'],
  },
  present: (_em, rows) => rows.map(adminHospitalView),
  schema: adminHospitalSchema,
  notFound: adminNotFound('hospital_not_found'),
};

/** A hospital as a staff change takes it: locked, its state loaded, audited under `hospitals`. */
export const auditedHospital = (id: string, detail?: Record<string, unknown>): AuditedTarget<HospitalEntity> => ({
  resource: 'hospitals',
  entity: HospitalEntity,
  id,
  notFound: hospitals.notFound,
  populate: ['state'],
  ...(detail ? { detail } : {}),
});
