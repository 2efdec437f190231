import { z } from 'zod';
import { BLOOD_GROUPS, GENDERS } from '@app/domain';
import { LANGUAGE_CODES } from '@app/i18n';
import type { UserEntity } from '@app/persistence';

export const userViewSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  status: z.enum(['pending', 'active']),
  role: z.enum(['donor', 'recipient']),
  onboarded: z.boolean(),
  gender: z.enum(GENDERS).nullable(),
  dob: z.string().nullable(),
  blood_group: z.enum(BLOOD_GROUPS).nullable(),
  genotype: z.string().nullable(),
  blood_group_editable: z.boolean(),
  genotype_editable: z.boolean(),
  state_id: z.number().nullable(),
  state: z.object({ id: z.number(), name: z.string() }).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
  last_donation_date: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  blood_pressure: z.string().nullable(),
  heart_rate: z.number().nullable(),
  image: z.string().nullable(),
  paused_until: z.string().nullable(),
  language: z.enum(LANGUAGE_CODES),
  created_at: z.string(),
});
export type UserView = z.infer<typeof userViewSchema>;

/**
 * The user's fields the view reads, with the column each comes from (for reads without the ORM: dates stay
 * YYYY-MM-DD text, as the entity keeps them).
 */
export const USER_VIEW_COLUMNS = {
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
} satisfies Partial<Record<keyof UserEntity, string>>;

/** What the view reads of a user: the entity, or a lean row of USER_VIEW_COLUMNS. */
export type UserViewSource = Pick<UserEntity, keyof typeof USER_VIEW_COLUMNS> & {
  state: { id: number; name: string } | null;
};

/** The signed-in user's own view of their account: the only reply that carries their phone number. */
export const toUserView = (user: UserViewSource): UserView => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  phone_number: user.phoneNumber,
  status: user.status,
  role: user.role,
  onboarded: user.onboarded,
  gender: user.gender,
  dob: user.dob,
  blood_group: user.bloodGroup,
  genotype: user.genotype,
  blood_group_editable: !user.onboarded || user.bloodGroupChangedAt === null,
  genotype_editable: !user.onboarded || user.genotypeChangedAt === null || user.genotype === null,
  state_id: user.state?.id ?? null,
  state: user.state ? { id: user.state.id, name: user.state.name } : null,
  latitude: user.latitude,
  longitude: user.longitude,
  address: user.address,
  last_donation_date: user.lastDonationDate,
  height: user.height,
  weight: user.weight,
  blood_pressure: user.bloodPressure,
  heart_rate: user.heartRate,
  image: user.image,
  paused_until: user.pausedUntil?.toISOString() ?? null,
  language: user.language,
  created_at: user.createdAt.toISOString(),
});
