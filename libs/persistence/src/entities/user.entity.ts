import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { BloodGroup, Gender } from '@app/domain';
import type { LanguageCode } from '@app/i18n';
import { StateEntity } from './reference-data.entity.js';

export type UserStatus = 'pending' | 'active';
export type UserRole = 'donor' | 'recipient';

/** A number is verified on one account at most: proving it is how someone else's number stops being used. */
export const VERIFIED_PHONE_UNIQUE_INDEX = 'app_user_verified_phone_unique';

@Entity({ tableName: 'app_user' })
@Index({
  name: VERIFIED_PHONE_UNIQUE_INDEX,
  expression: `create unique index "${VERIFIED_PHONE_UNIQUE_INDEX}" on "app_user" ("phone_number") where "phone_verified_at" is not null`,
})
/** A state's people in id order: the appeal fan-out walks them in batches. */
@Index({
  name: 'app_user_state_id_index',
  expression: `create index "app_user_state_id_index" on "app_user" ("state_id", "id")`,
})
export class UserEntity {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'role'
    | 'onboarded'
    | 'gender'
    | 'dob'
    | 'bloodGroup'
    | 'genotype'
    | 'bloodGroupChangedAt'
    | 'genotypeChangedAt'
    | 'state'
    | 'latitude'
    | 'longitude'
    | 'address'
    | 'lastDonationDate'
    | 'height'
    | 'weight'
    | 'bloodPressure'
    | 'heartRate'
    | 'image'
    | 'verifiedAt'
    | 'sessionsValidAfter'
    | 'suspendedUntil'
    | 'pausedUntil'
    | 'language'
    | 'phoneVerifiedAt'
    | 'smsAlerts'
    | 'deletedAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  /** Stored lower-cased; a unique index on it makes email unique whatever the case typed. */
  @Property({ type: 'text', unique: 'app_user_email_unique' })
  email!: string;

  @Property({ type: 'text', hidden: true })
  phoneNumber!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Enum({ items: ['pending', 'active'], nativeEnumName: 'user_status', default: 'pending' })
  status: UserStatus = 'pending';

  @Enum({ items: ['donor', 'recipient'], nativeEnumName: 'user_role', default: 'donor' })
  role: UserRole = 'donor';

  @Property({ type: 'boolean', default: false })
  onboarded = false;

  @Property({ type: 'text', nullable: true })
  gender: Gender | null = null;

  @Property({ type: 'date', nullable: true })
  dob: string | null = null;

  @Property({ type: 'text', nullable: true })
  bloodGroup: BloodGroup | null = null;

  @Property({ type: 'text', nullable: true })
  genotype: string | null = null;

  /** Set when the blood group or genotype was changed after onboarding: each may change only once. */
  @Property({ type: 'timestamptz', nullable: true })
  bloodGroupChangedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  genotypeChangedAt: Date | null = null;

  @ManyToOne(() => StateEntity, { nullable: true, deleteRule: 'set null' })
  state: StateEntity | null = null;

  @Property({ type: 'double', nullable: true })
  latitude: number | null = null;

  @Property({ type: 'double', nullable: true })
  longitude: number | null = null;

  @Property({ type: 'text', nullable: true })
  address: string | null = null;

  @Property({ type: 'date', nullable: true })
  lastDonationDate: string | null = null;

  @Property({ type: 'double', nullable: true })
  height: number | null = null;

  @Property({ type: 'double', nullable: true })
  weight: number | null = null;

  @Property({ type: 'text', nullable: true })
  bloodPressure: string | null = null;

  @Property({ type: 'double', nullable: true })
  heartRate: number | null = null;

  @Property({ type: 'text', nullable: true })
  image: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null = null;

  /** Tokens issued before this moment are refused: a password reset moves it forward. */
  @Property({ type: 'timestamptz' })
  sessionsValidAfter: Date = new Date(0);

  @Property({ type: 'timestamptz', nullable: true })
  suspendedUntil: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  pausedUntil: Date | null = null;

  /** The language emails, push and in-app notifications reach this person in (one of LANGUAGE_CODES). */
  @Property({ type: 'text', default: 'en' })
  language: LanguageCode = 'en';

  /** When the person proved they hold `phoneNumber` (a code sent to it); a new number clears it. */
  @Property({ type: 'timestamptz', nullable: true })
  phoneVerifiedAt: Date | null = null;

  /** The donor asked for request alerts and reminders by SMS; sent only while the number is verified. */
  @Property({ type: 'boolean', default: false })
  smsAlerts = false;

  /** Set when the person deleted their account: the row stays, emptied of identity, for the platform's figures. */
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  @Index()
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
