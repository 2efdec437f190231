import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MODERATION_STATUSES, type ModerationStatus } from '@app/domain';
import { UserEntity } from './user.entity.js';

export type TestimonialStatus = 'pending' | 'approved' | 'rejected';
export const TESTIMONIAL_STATUSES: TestimonialStatus[] = ['pending', 'approved', 'rejected'];

/** A donor's or recipient's story; shown on the home page only once staff approve it. */
@Entity({ tableName: 'testimonial' })
@Index({ name: 'testimonial_status_index', properties: ['status', 'createdAt'] })
export class TestimonialEntity {
  [OptionalProps]?:
    | 'id'
    | 'name'
    | 'challenges'
    | 'aftermath'
    | 'conclusion'
    | 'reason'
    | 'lesson'
    | 'status'
    | 'moderationNote'
    | 'reviewedAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => UserEntity, { nullable: true, deleteRule: 'set null', index: 'testimonial_author_id_index' })
  author!: UserEntity | null;

  @Enum({ items: ['donor', 'recipient'], nativeEnumName: 'testimonial_type' })
  type!: 'donor' | 'recipient';

  @Property({ type: 'text', nullable: true })
  name: string | null = null;

  @Property({ type: 'text' })
  state!: string;

  @Property({ type: 'text' })
  summary!: string;

  @Property({ type: 'text', nullable: true })
  challenges: string | null = null;

  @Property({ type: 'text', nullable: true })
  aftermath: string | null = null;

  @Property({ type: 'text', nullable: true })
  conclusion: string | null = null;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'text', nullable: true })
  lesson: string | null = null;

  @Enum({ items: TESTIMONIAL_STATUSES, nativeEnumName: 'testimonial_status', default: 'pending' })
  status: TestimonialStatus = 'pending';

  /** Why staff approved or rejected it, for other staff. */
  @Property({ type: 'text', nullable: true })
  moderationNote: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A report of abuse by the person named, kept for staff with who reported it. */
@Entity({ tableName: 'abuse_report' })
@Index({ name: 'abuse_report_status_index', properties: ['status', 'createdAt'] })
export class AbuseReportEntity {
  [OptionalProps]?: 'id' | 'status' | 'staffNote' | 'reportedUser' | 'reviewedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => UserEntity, { nullable: true, deleteRule: 'set null', index: 'abuse_report_reporter_id_index' })
  reporter!: UserEntity | null;

  /** The reporter's role when reporting: a donor reports a recipient, a recipient a donor. */
  @Property({ type: 'text' })
  reporterRole!: 'donor' | 'recipient';

  /** The name of the person reported, as typed. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  /** The account of the person reported, once staff have found it (the report carries only the name typed). */
  @ManyToOne(() => UserEntity, {
    nullable: true,
    deleteRule: 'set null',
    index: 'abuse_report_reported_user_id_index',
  })
  reportedUser: UserEntity | null = null;

  @Enum({ items: [...MODERATION_STATUSES], nativeEnumName: 'abuse_report_status', default: 'open' })
  status: ModerationStatus = 'open';

  @Property({ type: 'text', nullable: true })
  staffNote: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
