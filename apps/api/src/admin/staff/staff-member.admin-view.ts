import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { STAFF_ROLES } from '@app/domain';
import { StaffMemberEntity } from '@app/persistence';
import { iso } from '../platform/admin-replies.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const adminStaffSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  totp_enrolled: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});

export const adminStaffView = (staff: StaffMemberEntity): z.output<typeof adminStaffSchema> => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  disabled: staff.disabledAt !== null,
  totp_enrolled: staff.totpEnrolledAt !== null,
  created_at: staff.createdAt.toISOString(),
  last_sign_in_at: iso(staff.lastSignInAt),
});

export const staffMembers: ResourceReading<StaffMemberEntity> = {
  listing: {
    resource: 'staff',
    entity: StaffMemberEntity,
    id: uuidId,
    filters: {
      role: filterFields.oneOf('role', STAFF_ROLES),
      disabled: filterFields.flag<StaffMemberEntity>(
        () => ({ disabledAt: { $ne: null } }),
        () => ({ disabledAt: null }),
      ),
      q: filterFields.search('name', 'email'),
    },
    sorts: { created_at: 'createdAt', name: 'name', email: 'email', role: 'role' },
    defaultSort: ['created_at', 'DESC'],
  },
  present: (_em, rows) => rows.map(adminStaffView),
  schema: adminStaffSchema,
  notFound: adminNotFound('staff_member_not_found'),
  roles: ['admin'],
};
