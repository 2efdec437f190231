import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserViewSource } from '../../user.view.js';

/** Column per field of the view's source: dates stay YYYY-MM-DD text, as the entity keeps them. */
const COLUMNS: Record<Exclude<keyof UserViewSource, 'state'>, string> = {
  id: 'u.id',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  email: 'u.email',
  phoneNumber: 'u.phone_number',
  status: 'u.status',
  role: 'u.role',
  onboarded: 'u.onboarded',
  gender: 'u.gender',
  dob: 'u.dob::text',
  bloodGroup: 'u.blood_group',
  genotype: 'u.genotype',
  bloodGroupChangedAt: 'u.blood_group_changed_at',
  genotypeChangedAt: 'u.genotype_changed_at',
  latitude: 'u.latitude',
  longitude: 'u.longitude',
  address: 'u.address',
  lastDonationDate: 'u.last_donation_date::text',
  height: 'u.height',
  weight: 'u.weight',
  bloodPressure: 'u.blood_pressure',
  heartRate: 'u.heart_rate',
  image: 'u.image',
  pausedUntil: 'u.paused_until',
  language: 'u.language',
  createdAt: 'u.created_at',
};

const USER_VIEW_SQL = `select ${Object.entries(COLUMNS)
  .map(([field, column]) => `${column} as "${field}"`)
  .join(', ')}, s.id as "stateId", s.name as "stateName"
  from app_user u left join state s on s.id = u.state_id
 where u.id = ?`;

type Row = Omit<UserViewSource, 'state' | 'pausedUntil' | 'createdAt'> & {
  pausedUntil: Date | string | null;
  createdAt: Date | string;
  stateId: number | null;
  stateName: string | null;
};

/**
 * The user as GET /v1/user shows it, in one plain query: a read that changes nothing needs no forked unit of work,
 * identity map or entity hydration, which the CPU profile showed to cost more than the query (docs/benchmarks.md).
 */
export const readUserViewSource = async (em: EntityManager, id: string): Promise<UserViewSource | null> => {
  const [row] = await em.getConnection().execute<Row[]>(USER_VIEW_SQL, [id]);
  if (!row) return null;
  const { stateId, stateName, pausedUntil, createdAt, ...fields } = row;
  return {
    ...fields,
    pausedUntil: pausedUntil === null ? null : new Date(pausedUntil),
    createdAt: new Date(createdAt),
    state: stateId === null ? null : { id: stateId, name: stateName! },
  };
};
