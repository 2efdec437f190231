import { z } from 'zod';
import { STAFF_ROLES } from '@app/domain';

export const signedInStaffSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const signedInStaff = (staff: {
  id: string;
  email: string;
  name: string;
  role: (typeof STAFF_ROLES)[number];
}) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
});
