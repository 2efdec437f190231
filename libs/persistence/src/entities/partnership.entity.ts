import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type PartnershipMessageStatus = 'new' | 'contacted' | 'closed';
export const PARTNERSHIP_MESSAGE_STATUSES: PartnershipMessageStatus[] = ['new', 'contacted', 'closed'];

/** An offer to partner (media slots, branded items, venues...), sent from the public partner form. */
@Entity({ tableName: 'partnership_message' })
@Index({ name: 'partnership_message_status_index', properties: ['status', 'createdAt'] })
export class PartnershipMessageEntity {
  [OptionalProps]?: 'id' | 'isOrganization' | 'status' | 'createdAt' | 'updatedAt';

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

  @Enum({ items: PARTNERSHIP_MESSAGE_STATUSES, nativeEnumName: 'partnership_message_status', default: 'new' })
  status: PartnershipMessageStatus = 'new';

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

export type AdvocateApplicationStatus = 'new' | 'shortlisted' | 'accepted' | 'rejected';
export const ADVOCATE_APPLICATION_STATUSES: AdvocateApplicationStatus[] = [
  'new',
  'shortlisted',
  'accepted',
  'rejected',
];

/** An application to the advocacy programme; passport and cv are URLs of files uploaded through POST /v1/uploads. */
@Entity({ tableName: 'advocate_application' })
@Index({ name: 'advocate_application_status_index', properties: ['status', 'createdAt'] })
export class AdvocateApplicationEntity {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'updatedAt';

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

  @Enum({ items: ADVOCATE_APPLICATION_STATUSES, nativeEnumName: 'advocate_application_status', default: 'new' })
  status: AdvocateApplicationStatus = 'new';

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
