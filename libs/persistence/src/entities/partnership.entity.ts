import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  ADVOCATE_APPLICATION_STATUSES,
  PARTNERSHIP_STATUSES,
  type AdvocateApplicationStatus,
  type PartnershipStatus,
} from '@app/domain';

/** An offer to partner (media slots, branded items, venues...), sent from the public partner form. */
@Entity({ tableName: 'partnership_message' })
@Index({ name: 'partnership_message_status_index', properties: ['status', 'createdAt'] })
export class PartnershipMessageEntity {
  [OptionalProps]?: 'id' | 'isOrganization' | 'status' | 'notes' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  /** One of the form's options (Media Slots, Branded Items, Hotel accommodation/hall services, Other). */
  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'boolean', default: false })
  isOrganization: boolean = false;

  @Enum({ items: [...PARTNERSHIP_STATUSES], nativeEnumName: 'partnership_message_status', default: 'new' })
  status: PartnershipStatus = 'new';

  /** Staff's notes on the conversation. */
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** An application to the advocacy programme; passport and cv are URLs of files uploaded through POST /v1/uploads. */
@Entity({ tableName: 'advocate_application' })
@Index({ name: 'advocate_application_status_index', properties: ['status', 'createdAt'] })
export class AdvocateApplicationEntity {
  [OptionalProps]?: 'id' | 'status' | 'decisionMessage' | 'decidedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  /** Digits only, as counted by the form. */
  @Property({ type: 'text' })
  phoneNumber!: string;

  @Property({ type: 'text' })
  state!: string;

  @Property({ type: 'integer' })
  age!: number;

  @Property({ type: 'text' })
  educationLevel!: string;

  @Property({ type: 'text' })
  bio!: string;

  @Property({ type: 'text' })
  jbmDescription!: string;

  @Property({ type: 'text' })
  advocateReason!: string;

  @Property({ type: 'text' })
  passport!: string;

  @Property({ type: 'text' })
  cv!: string;

  @Enum({ items: [...ADVOCATE_APPLICATION_STATUSES], nativeEnumName: 'advocate_application_status', default: 'new' })
  status: AdvocateApplicationStatus = 'new';

  /** Staff's message to the applicant with the last decision (emailed to them). */
  @Property({ type: 'text', nullable: true })
  decisionMessage: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
