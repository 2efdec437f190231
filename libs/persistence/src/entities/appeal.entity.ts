import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AppealAreaKind, AppealEndReason, AppealStatus, BloodGroup } from '@app/domain';
import { HospitalEntity } from './hospital.entity.js';
import { StateEntity } from './reference-data.entity.js';
import { UserEntity } from './user.entity.js';

/**
 * An urgent appeal of a hospital to every eligible donor of some groups in an area. `coming_count` is kept by the
 * responses' commands under the appeal's row lock, so filling is decided once.
 */
@Entity({ tableName: 'appeal' })
@Index({ name: 'appeal_status_until_index', properties: ['status', 'until'] })
@Index({ name: 'appeal_hospital_created_at_index', properties: ['hospital', 'createdAt'] })
export class AppealEntity {
  [OptionalProps]?:
    | 'id'
    | 'compatibleWith'
    | 'areaLgas'
    | 'areaRadiusKm'
    | 'status'
    | 'endedReason'
    | 'endedAt'
    | 'comingCount'
    | 'raisedByStaffId'
    | 'raisedByOfficerId'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => HospitalEntity, { deleteRule: 'cascade' })
  hospital!: HospitalEntity;

  @ManyToOne(() => StateEntity)
  state!: StateEntity;

  /** The donor groups asked for. */
  @Property({ type: ArrayType, columnType: 'text[]' })
  bloodGroups!: BloodGroup[];

  /** Set when the appeal asked for "every group compatible with" this one (bloodGroups then holds those groups). */
  @Property({ type: 'text', nullable: true })
  compatibleWith: BloodGroup | null = null;

  @Property({ type: 'text' })
  areaKind!: AppealAreaKind;

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: `'{}'` })
  areaLgas: string[] = [];

  @Property({ type: 'double', nullable: true })
  areaRadiusKm: number | null = null;

  @Property({ type: 'integer' })
  unitsWanted!: number;

  /** Donors the hospital can take per hour. */
  @Property({ type: 'integer' })
  perHour!: number;

  @Property({ type: 'integer' })
  marginPercent!: number;

  @Property({ type: 'timestamptz' })
  until!: Date;

  /** Shown to donors and on the public board. */
  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'text', default: 'running' })
  status: AppealStatus = 'running';

  @Property({ type: 'text', nullable: true })
  endedReason: AppealEndReason | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  endedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  comingCount = 0;

  @Property({ type: 'uuid', nullable: true })
  raisedByStaffId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  raisedByOfficerId: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * A donor an appeal reached: one row per (appeal, donor), written with the donor's notification in one statement,
 * so a redelivered batch notifies nobody twice. Also the appeal cooldown's memory (donor, reached_at).
 */
@Entity({ tableName: 'appeal_recipient' })
@Index({ name: 'appeal_recipient_donor_index', properties: ['donor', 'reachedAt'] })
export class AppealRecipientEntity {
  [OptionalProps]?: 'reachedAt' | 'smsQueuedAt';

  @ManyToOne(() => AppealEntity, { primary: true, deleteRule: 'cascade' })
  appeal!: AppealEntity;

  @ManyToOne(() => UserEntity, { primary: true, deleteRule: 'cascade' })
  donor!: UserEntity;

  @Property({ type: 'timestamptz' })
  reachedAt: Date = new Date();

  /** When the appeal's SMS to this donor was queued (opted-in donors, within the SMS budget). */
  @Property({ type: 'timestamptz', nullable: true })
  smsQueuedAt: Date | null = null;
}

export type AppealResponseStatus = 'coming' | 'cancelled' | 'donated';

/** A donor's "I'm coming" in an hourly slot, with the code they give at the blood bank. */
@Entity({ tableName: 'appeal_response' })
@Index({
  name: 'appeal_response_one_per_donor',
  expression: `create unique index "appeal_response_one_per_donor" on "appeal_response" ("appeal_id", "donor_id") where "status" <> 'cancelled'`,
})
@Index({ name: 'appeal_response_appeal_slot_index', properties: ['appeal', 'slotStart'] })
@Index({ name: 'appeal_response_donor_index', properties: ['donor'] })
export class AppealResponseEntity {
  [OptionalProps]?: 'id' | 'status' | 'cancelledAt' | 'donatedAt' | 'recordedByOfficerId' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => AppealEntity, { deleteRule: 'cascade' })
  appeal!: AppealEntity;

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  donor!: UserEntity;

  @Property({ type: 'timestamptz' })
  slotStart!: Date;

  /** Normalized (6 characters, no dash). */
  @Property({ type: 'text', unique: 'appeal_response_donor_code_unique' })
  donorCode!: string;

  @Property({ type: 'text', default: 'coming' })
  status: AppealResponseStatus = 'coming';

  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  donatedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  recordedByOfficerId: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
