import { STAFF_ROLES } from '@app/domain';

export const STAFF_ROLE_CHOICES = STAFF_ROLES.map((role) => ({
  id: role,
  name: role === 'admin' ? 'Admin (everything, staff and audit log included)' : 'Moderator (moderation only)',
}));
