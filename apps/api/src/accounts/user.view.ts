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

/** What the view reads of a user: the entity, or the lean row of `readUserViewSource`. */
export type UserViewSource = Pick<
  UserEntity,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'status'
  | 'role'
  | 'onboarded'
  | 'gender'
  | 'dob'
  | 'bloodGroup'
  | 'genotype'
  | 'bloodGroupChangedAt'
  | 'genotypeChangedAt'
  | 'latitude'
  | 'longitude'
  | 'address'
  | 'lastDonationDate'
  | 'height'
  | 'weight'
  | 'bloodPressure'
  | 'heartRate'
  | 'image'
  | 'pausedUntil'
  | 'language'
  | 'createdAt'
> & { state: { id: number; name: string } | null };

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
