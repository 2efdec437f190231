import { Entity, Enum, Index, ManyToOne, Unique } from '@mikro-orm/decorators/legacy';
import { HOSPITAL_OFFICER_ROLES, type HospitalOfficerRole } from '@app/domain';
import { HospitalEntity } from './hospital.entity.js';
import { StaffMemberEntity } from './staff.entity.js';
import { TwoFactorAccount, TwoFactorSession } from './two-factor-account.js';

/**
 * Someone who works at a hospital (a blood-bank officer, a nurse in charge), invited by staff to a verified
 * hospital. A principal of its own, neither user nor staff: signs in with a password and a TOTP code through the
 * same steps as staff, with the same credential columns.
 */
@Entity({ tableName: 'hospital_officer' })
@Index({ name: 'hospital_officer_hospital_index', properties: ['hospital'] })
@Unique({ name: 'hospital_officer_email_unique', properties: ['email'] })
@Unique({ name: 'hospital_officer_password_token_hash_unique', properties: ['passwordTokenHash'] })
export class HospitalOfficerEntity extends TwoFactorAccount {
  @ManyToOne(() => HospitalEntity, { deleteRule: 'cascade' })
  hospital!: HospitalEntity;

  @Enum({ items: [...HOSPITAL_OFFICER_ROLES], nativeEnumName: 'hospital_officer_role' })
  role!: HospitalOfficerRole;

  @ManyToOne(() => StaffMemberEntity, { deleteRule: 'restrict' })
  invitedBy!: StaffMemberEntity;
}

/** One officer sign-in; its id is the token's jti. */
@Entity({ tableName: 'hospital_officer_session' })
@Index({ name: 'hospital_officer_session_officer_index', properties: ['officer', 'expiresAt'] })
export class HospitalOfficerSessionEntity extends TwoFactorSession {
  @ManyToOne(() => HospitalOfficerEntity, { deleteRule: 'cascade' })
  officer!: HospitalOfficerEntity;
}
