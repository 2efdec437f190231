import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { HOSPITAL_OFFICER_ROLES } from '@app/domain';
import { HospitalOfficerEntity } from '@app/persistence';
import { iso } from '../platform/admin-replies.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const adminHospitalOfficerSchema = z.object({
  id: z.string(),
  hospital_id: z.string(),
  hospital: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(HOSPITAL_OFFICER_ROLES),
  disabled: z.boolean(),
  totp_enrolled: z.boolean(),
  invited_by: z.string().describe('the staff member id'),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});

export const adminHospitalOfficerView = (
  officer: HospitalOfficerEntity,
): z.output<typeof adminHospitalOfficerSchema> => ({
  id: officer.id,
  hospital_id: officer.hospital.id,
  hospital: officer.hospital.name,
  email: officer.email,
  name: officer.name,
  role: officer.role,
  disabled: officer.disabledAt !== null,
  totp_enrolled: officer.totpEnrolledAt !== null,
  invited_by: officer.invitedBy.id,
  created_at: officer.createdAt.toISOString(),
  last_sign_in_at: iso(officer.lastSignInAt),
});

export const hospitalOfficers: ResourceReading<HospitalOfficerEntity> = {
  listing: {
    resource: 'hospital-officers',
    entity: HospitalOfficerEntity,
    id: uuidId,
    filters: {
      q: filterFields.search('name', 'email'),
      hospital_id: filterFields.equals('hospital', uuidId),
      role: filterFields.oneOf('role', HOSPITAL_OFFICER_ROLES),
      disabled: filterFields.flag<HospitalOfficerEntity>(
        () => ({ disabledAt: { $ne: null } }),
        () => ({ disabledAt: null }),
      ),
    },
    sorts: { created_at: 'createdAt', name: 'name', email: 'email' },
    defaultSort: ['created_at', 'DESC'],
    populate: ['hospital'],
  },
  present: (_em, rows) => rows.map(adminHospitalOfficerView),
  schema: adminHospitalOfficerSchema,
  notFound: adminNotFound('hospital_officer_not_found'),
};
