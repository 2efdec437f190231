import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { STAFF_ROLES, type StaffRole } from '@app/domain';
import { TwoFactorAccount, TwoFactorSession } from './two-factor-account.js';

/**
 * A member of staff: a principal of its own, apart from donors and recipients, signing in to the admin API with a
 * password and a TOTP code. Never deleted (the audit log names them); disabling ends their sessions.
 */
@Entity({ tableName: 'staff_member' })
@Unique({ name: 'staff_member_email_unique', properties: ['email'] })
@Unique({ name: 'staff_member_password_token_hash_unique', properties: ['passwordTokenHash'] })
export class StaffMemberEntity extends TwoFactorAccount {
  @Enum({ items: [...STAFF_ROLES], nativeEnumName: 'staff_role' })
  role!: StaffRole;
}

/** One staff sign-in; its id is the token's jti. Logging out or being disabled revokes it. */
@Entity({ tableName: 'staff_session' })
@Index({ name: 'staff_session_staff_index', properties: ['staff', 'expiresAt'] })
export class StaffSessionEntity extends TwoFactorSession {
  @ManyToOne(() => StaffMemberEntity, { deleteRule: 'cascade' })
  staff!: StaffMemberEntity;
}

/**
 * Append-only record of every staff write and every reveal of someone's contact details. The database refuses
 * UPDATE, DELETE and TRUNCATE on it (a trigger created by the migration), and no route writes to it but by
 * appending.
 */
@Entity({
  tableName: 'audit_log',
  triggers: [
    {
      name: 'audit_log_no_update_or_delete',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `raise exception 'audit_log is append-only';`,
    },
  ],
})
@Index({ name: 'audit_log_created_at_index', properties: ['createdAt'] })
@Index({ name: 'audit_log_record_index', properties: ['resource', 'recordId'] })
@Index({ name: 'audit_log_actor_index', properties: ['actorId', 'createdAt'] })
export class AuditLogEntity {
  [OptionalProps]?: 'id' | 'before' | 'after' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The staff member's id and email, copied: the log must read the same whatever later happens to them. */
  @Property({ type: 'uuid' })
  actorId!: string;

  @Property({ type: 'text' })
  actorEmail!: string;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text' })
  resource!: string;

  @Property({ type: 'text' })
  recordId!: string;

  @Property({ type: 'jsonb', nullable: true })
  before: unknown = null;

  @Property({ type: 'jsonb', nullable: true })
  after: unknown = null;

  @Property({ type: 'text' })
  ip!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

/** Each staff digest sent: up to when it listed what arrived, so the next one lists only what came after. */
@Entity({ tableName: 'staff_digest' })
export class StaffDigestEntity {
  [OptionalProps]?: 'id' | 'sentAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'timestamptz' })
  coveredUntil!: Date;

  /** How many new items it listed. */
  @Property({ type: 'integer' })
  items!: number;

  @Property({ type: 'timestamptz' })
  sentAt: Date = new Date();
}
