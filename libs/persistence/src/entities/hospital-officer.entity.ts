import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { HOSPITAL_OFFICER_ROLES, type HospitalOfficerRole } from '@app/domain';
import { HospitalEntity } from './hospital.entity.js';
import { StaffMemberEntity } from './staff.entity.js';

/**
 * Someone who works at a hospital (a blood-bank officer, a nurse in charge), invited by staff to a verified
 * hospital. A principal of its own, neither user nor staff: signs in with a password and a TOTP code through the
 * same steps as staff, so its credential columns are the staff member's. Never deleted; disabling ends sessions.
 */
@Entity({ tableName: 'hospital_officer' })
@Index({ name: 'hospital_officer_hospital_index', properties: ['hospital'] })
export class HospitalOfficerEntity {
  [OptionalProps]?:
    | 'id'
    | 'passwordHash'
    | 'totpSecret'
    | 'totpEnrolledAt'
    | 'totpLastStep'
    | 'recoveryCodeHashes'
    | 'passwordTokenHash'
    | 'passwordTokenExpiresAt'
    | 'sessionsValidAfter'
    | 'disabledAt'
    | 'lastSignInAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => HospitalEntity, { deleteRule: 'cascade' })
  hospital!: HospitalEntity;

  /** Stored lower-cased. */
  @Property({ type: 'text', unique: 'hospital_officer_email_unique' })
  email!: string;

  @Property({ type: 'text' })
  name!: string;

  @Enum({ items: [...HOSPITAL_OFFICER_ROLES], nativeEnumName: 'hospital_officer_role' })
  role!: HospitalOfficerRole;

  @ManyToOne(() => StaffMemberEntity, { deleteRule: 'restrict' })
  invitedBy!: StaffMemberEntity;

  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  passwordHash: string | null = null;

  /** Sealed as the staff member's is. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  totpSecret: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  totpEnrolledAt: Date | null = null;

  @Property({ type: new BigIntType('number'), nullable: true })
  totpLastStep: number | null = null;

  @Property({ type: 'jsonb', hidden: true, lazy: true })
  recoveryCodeHashes: string[] = [];

  @Property({ type: 'text', nullable: true, hidden: true, unique: 'hospital_officer_password_token_hash_unique' })
  passwordTokenHash: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  passwordTokenExpiresAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  sessionsValidAfter: Date = new Date(0);

  @Property({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One officer sign-in; its id is the token's jti. */
@Entity({ tableName: 'hospital_officer_session' })
@Index({ name: 'hospital_officer_session_officer_index', properties: ['officer', 'expiresAt'] })
export class HospitalOfficerSessionEntity {
  [OptionalProps]?: 'revokedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => HospitalOfficerEntity, { deleteRule: 'cascade' })
  officer!: HospitalOfficerEntity;

  @Property({ type: 'text' })
  ip!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
