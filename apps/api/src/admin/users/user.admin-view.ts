import { adminNotFound } from '../admin.errors.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { BloodRequestEntity, DonationMatchEntity, UserEntity } from '@app/persistence';
import { iso } from '../platform/admin-replies.js';
import { maskEmail, maskPhone } from '../platform/contact-masking.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const adminUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string().describe('masked; POST reveal-contact to see it'),
  phone_number: z.string().nullable().describe('masked'),
  role: z.enum(['donor', 'recipient']),
  status: z.enum(['pending', 'active']),
  blood_group: z.string().nullable(),
  state: z.string().nullable(),
  onboarded: z.boolean(),
  suspended_until: z.string().nullable(),
  suspended: z.boolean(),
  created_at: z.string(),
  requests_count: z.number().int(),
  matches_count: z.number().int(),
  confirmed_donations: z.number().int(),
});
type AdminUser = z.output<typeof adminUserSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  requests: z.array(
    z.object({
      id: z.string(),
      hospital: z.string(),
      blood_group: z.string(),
      units: z.number(),
      status: z.string(),
      needed_at: z.string(),
      created_at: z.string(),
    }),
  ),
  matches: z.array(
    z.object({
      id: z.string(),
      request_id: z.string(),
      hospital: z.string(),
      status: z.string(),
      created_at: z.string(),
      confirmed_at: z.string().nullable(),
    }),
  ),
});

interface UserCounts {
  requests_count: number;
  matches_count: number;
  confirmed_donations: number;
}

const NO_COUNTS: UserCounts = { requests_count: 0, matches_count: 0, confirmed_donations: 0 };

/** The user as staff see them: contact details masked. */
export const adminUserView = (user: UserEntity, counts: UserCounts = NO_COUNTS): AdminUser => {
  const suspended = user.suspendedUntil !== null && user.suspendedUntil.getTime() > Date.now();
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: maskEmail(user.email),
    phone_number: maskPhone(user.phoneNumber),
    role: user.role,
    status: user.status,
    blood_group: user.bloodGroup,
    state: user.state?.name ?? null,
    onboarded: user.onboarded,
    suspended_until: suspended ? iso(user.suspendedUntil) : null,
    suspended,
    created_at: user.createdAt.toISOString(),
    ...counts,
  };
};

/** What the audit log keeps of a user around a staff action. */
export const userAuditView = (user: UserEntity) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  suspended_until: iso(user.suspendedUntil),
});

/** Requests made, matches accepted and donations confirmed, for a page of users in one query. */
const countsOf = async (em: EntityManager, ids: string[]): Promise<Map<string, UserCounts>> => {
  if (ids.length === 0) return new Map();
  const rows = await em.getConnection().execute<Array<{ id: string } & Record<keyof UserCounts, string>>>(
    `select u.id,
            (select count(*) from blood_request r where r.requester_id = u.id) as requests_count,
            (select count(*) from donation_match m where m.donor_id = u.id) as matches_count,
            (select count(*) from donation_match m where m.donor_id = u.id and m.status = 'confirmed')
              as confirmed_donations
       from app_user u where u.id in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        requests_count: Number(row.requests_count),
        matches_count: Number(row.matches_count),
        confirmed_donations: Number(row.confirmed_donations),
      },
    ]),
  );
};

export const presentUsers = async (em: EntityManager, users: UserEntity[]) => {
  const counts = await countsOf(
    em,
    users.map((user) => user.id),
  );
  return users.map((user) => adminUserView(user, counts.get(user.id)));
};

const LATEST = 20;

export const users: ResourceReading<UserEntity> = {
  listing: {
    resource: 'users',
    entity: UserEntity,
    id: uuidId,
    filters: {
      q: filterFields.nameOrWholeEmail('email', 'firstName', 'lastName'),
      role: filterFields.oneOf('role', ['donor', 'recipient']),
      status: filterFields.oneOf('status', ['pending', 'active']),
      blood_group: filterFields.oneOf('bloodGroup', ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']),
      suspended: filterFields.flag<UserEntity>(
        () => ({ suspendedUntil: { $gt: new Date() } }),
        () => ({ $or: [{ suspendedUntil: null }, { suspendedUntil: { $lte: new Date() } }] }),
      ),
    },
    sorts: { created_at: 'createdAt', last_name: 'lastName', first_name: 'firstName', email: 'email' },
    defaultSort: ['created_at', 'DESC'],
    populate: ['state'],
  },
  present: presentUsers,
  schema: adminUserSchema,
  detail: {
    schema: adminUserDetailSchema,
    present: async (em, user) => {
      const fork = em.fork();
      const [view] = await presentUsers(fork, [user]);
      const requests = await fork.find(
        BloodRequestEntity,
        { requester: user.id },
        { orderBy: { createdAt: 'desc' }, limit: LATEST },
      );
      const matches = await fork.find(
        DonationMatchEntity,
        { donor: user.id },
        { orderBy: { createdAt: 'desc' }, limit: LATEST, populate: ['request'] },
      );
      return {
        ...view!,
        requests: requests.map((request) => ({
          id: request.id,
          hospital: request.hospital,
          blood_group: request.bloodGroup,
          units: request.units,
          status: request.status,
          needed_at: request.neededAt.toISOString(),
          created_at: request.createdAt.toISOString(),
        })),
        matches: matches.map((match) => ({
          id: match.id,
          request_id: match.request.id,
          hospital: match.request.hospital,
          status: match.status,
          created_at: match.createdAt.toISOString(),
          confirmed_at: iso(match.confirmedAt),
        })),
      };
    },
  },
  notFound: adminNotFound('user_not_found'),
};
