import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  DONATION_CONFIRMERS,
  MATCH_STATUSES,
  type DonationConfirmedBy,
  MODERATION_STATUSES,
  type BloodGroup,
  type Gender,
  type MatchStatus,
  type ModerationStatus,
  type RequestStatus,
} from '@app/domain';
import { HospitalOfficerEntity } from './hospital-officer.entity.js';
import { HospitalEntity } from './hospital.entity.js';
import { ReasonEntity, StateEntity } from './reference-data.entity.js';
import { UserEntity } from './user.entity.js';

/**
 * A recipient's request for blood at a hospital. `matchedCount` counts the donors who accepted and still count
 * toward the units (kept with the matches, under the request's row lock), so the feed and the chip need no count.
 * The search fields say how far the targeted search has gone and when its next wave is due.
 */
@Entity({ tableName: 'blood_request' })
@Index({ name: 'blood_request_requester_index', properties: ['requester', 'createdAt'] })
@Index({ name: 'blood_request_next_wave_index', properties: ['status', 'nextWaveAt'] })
@Index({ name: 'blood_request_status_needed_at_index', properties: ['status', 'neededAt'] })
export class BloodRequestEntity {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'phoneNumber'
    | 'hospitalRef'
    | 'reason'
    | 'reasonText'
    | 'matchedCount'
    | 'searchWave'
    | 'searchRadiusKm'
    | 'nextWaveAt'
    | 'expiredAt'
    | 'genuineConfirmedAt'
    | 'genuineConfirmedBy'
    | 'closeReason'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  requester!: UserEntity;

  @Enum({ items: ['self', 'others'], nativeEnumName: 'blood_request_recipient' })
  recipient!: 'self' | 'others';

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  /** Only for another recipient; never shown to donors. */
  @Property({ type: 'text', nullable: true, hidden: true })
  phoneNumber: string | null = null;

  @Property({ type: 'text' })
  gender!: Gender;

  @Property({ type: 'text' })
  bloodGroup!: BloodGroup;

  @ManyToOne(() => ReasonEntity, { nullable: true, deleteRule: 'set null' })
  reason: ReasonEntity | null = null;

  /** Free text beside the chosen reason (e.g. for "Other"). */
  @Property({ type: 'text', nullable: true })
  reasonText: string | null = null;

  @Property({ type: 'smallint' })
  units!: number;

  @Property({ type: 'timestamptz' })
  neededAt!: Date;

  /** The hospital's name, as it was when the request was made (the registry's, or free text without one). */
  @Property({ type: 'text' })
  hospital!: string;

  /** The registry's hospital; null for a request made with a free-text hospital (reached as an unverified one). */
  @ManyToOne(() => HospitalEntity, { nullable: true, deleteRule: 'set null', fieldName: 'hospital_id' })
  hospitalRef: HospitalEntity | null = null;

  @Property({ type: 'text' })
  physician!: string;

  @ManyToOne(() => StateEntity)
  state!: StateEntity;

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  @Property({ type: 'text', default: 'pending' })
  status: RequestStatus = 'pending';

  @Property({ type: 'smallint', default: 0 })
  matchedCount = 0;

  /** The last wave run (0 before the first). */
  @Property({ type: 'smallint', default: 0 })
  searchWave = 0;

  /** The radius of the last wave; null once the whole state was searched. */
  @Property({ type: 'double', nullable: true })
  searchRadiusKm: number | null = null;

  /** When the next wave is due; null when the search is over. */
  @Property({ type: 'timestamptz', nullable: true })
  nextWaveAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  expiredAt: Date | null = null;

  /** When an officer of the hospital confirmed the patient is admitted and needs the blood. */
  @Property({ type: 'timestamptz', nullable: true })
  genuineConfirmedAt: Date | null = null;

  @ManyToOne(() => HospitalOfficerEntity, { nullable: true, deleteRule: 'set null' })
  genuineConfirmedBy: HospitalOfficerEntity | null = null;

  /** Why an officer of the hospital closed the request as no longer needed, when they said. */
  @Property({ type: 'text', nullable: true })
  closeReason: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A donor chosen and alerted for a request: who, when, in which wave and radius, how far. */
@Entity({ tableName: 'blood_request_target' })
@Index({ name: 'blood_request_target_donor_index', properties: ['donor', 'targetedAt'] })
export class BloodRequestTargetEntity {
  [OptionalProps]?: 'targetedAt' | 'seenAt' | 'linkCode';

  @ManyToOne(() => BloodRequestEntity, { primary: true, deleteRule: 'cascade' })
  request!: BloodRequestEntity;

  @ManyToOne(() => UserEntity, { primary: true, deleteRule: 'cascade' })
  donor!: UserEntity;

  @Property({ type: 'smallint' })
  wave!: number;

  /** null for the whole-state wave. */
  @Property({ type: 'double', nullable: true })
  radiusKm: number | null = null;

  @Property({ type: 'double' })
  distanceKm!: number;

  @Property({ type: 'timestamptz' })
  targetedAt: Date = new Date();

  /** When the donor first opened the request in the app: an opened alert is not escalated to SMS. */
  @Property({ type: 'timestamptz', nullable: true })
  seenAt: Date | null = null;

  /** The code of the short link `/r/<code>` in the alert's SMS; null until an SMS is sent. Unguessable, unique. */
  @Property({ type: 'text', nullable: true, unique: 'blood_request_target_link_code_unique' })
  linkCode: string | null = null;
}

/** A donor's acceptance of a request; its id is also the id of the donor's reminder and its .ics file. */
@Entity({ tableName: 'donation_match' })
@Unique({ name: 'donation_match_request_donor_unique', properties: ['request', 'donor'] })
@Index({ name: 'donation_match_donor_index', properties: ['donor', 'status'] })
@Index({
  name: 'donation_match_one_open_commitment',
  expression:
    'create unique index "donation_match_one_open_commitment" on "donation_match" ("donor_id") where "holds_commitment"',
})
export class DonationMatchEntity {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'attemptedAt'
    | 'confirmedAt'
    | 'donatedOn'
    | 'donorCode'
    | 'confirmedBy'
    | 'noShowAt'
    | 'holdsCommitment'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => BloodRequestEntity, { deleteRule: 'cascade' })
  request!: BloodRequestEntity;

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  donor!: UserEntity;

  @Enum({ items: [...MATCH_STATUSES], nativeEnumName: 'donation_match_status', default: 'accepted' })
  status: MatchStatus = 'accepted';

  /** When the donor said they donated (an attempted donation until the recipient confirms). */
  @Property({ type: 'timestamptz', nullable: true })
  attemptedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;

  @Property({ type: 'date', nullable: true })
  donatedOn: string | null = null;

  /** The code the donor gives at the blood bank (`generateDonorCode`, stored normalized); null before codes. */
  @Property({ type: 'text', nullable: true, unique: 'donation_match_donor_code_unique' })
  donorCode: string | null = null;

  @Enum({ items: [...DONATION_CONFIRMERS], nativeEnumName: 'donation_confirmed_by', nullable: true })
  confirmedBy: DonationConfirmedBy | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  noShowAt: Date | null = null;

  /** Whether this match holds the donor's one open commitment (`holdsOpenCommitment`); unique per donor. */
  @Property({ type: 'boolean', default: false })
  holdsCommitment = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

/** A donor's refusal of a request, with the reason chosen. */
@Entity({ tableName: 'request_decline' })
@Unique({ name: 'request_decline_request_donor_unique', properties: ['request', 'donor'] })
@Index({ name: 'request_decline_donor_index', properties: ['donor', 'createdAt'] })
export class RequestDeclineEntity {
  [OptionalProps]?: 'id' | 'reason' | 'declineReason' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => BloodRequestEntity, { deleteRule: 'cascade' })
  request!: BloodRequestEntity;

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  donor!: UserEntity;

  @ManyToOne(() => ReasonEntity, { nullable: true, deleteRule: 'set null' })
  reason: ReasonEntity | null = null;

  @Property({ type: 'text', nullable: true })
  declineReason: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

export type FeedbackStatus = 'received' | 'flagged' | 'reviewed';

/**
 * Feedback on a request, by its donor or its recipient, or a no-show reported by an officer of its hospital (no
 * author then, `type` Hospital); reports staff must see are `flagged`.
 */
@Entity({ tableName: 'feedback' })
@Index({ name: 'feedback_author_index', properties: ['author', 'type', 'createdAt'] })
@Index({ name: 'feedback_request_index', properties: ['request', 'author'] })
@Index({ name: 'feedback_status_index', properties: ['status', 'createdAt'] })
export class FeedbackEntity {
  [OptionalProps]?:
    | 'id'
    | 'match'
    | 'name'
    | 'hospital'
    | 'outcome'
    | 'status'
    | 'moderationStatus'
    | 'staffNote'
    | 'reviewedAt'
    | 'reportedByOfficerId'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Null for a hospital officer's report. */
  @ManyToOne(() => UserEntity, { nullable: true, deleteRule: 'cascade' })
  author!: UserEntity | null;

  @Enum({ items: ['Donor', 'Recipient', 'Hospital'], nativeEnumName: 'feedback_type' })
  type!: 'Donor' | 'Recipient' | 'Hospital';

  /** The hospital officer who reported (type Hospital). */
  @Property({ type: 'uuid', nullable: true })
  reportedByOfficerId: string | null = null;

  @ManyToOne(() => BloodRequestEntity, { deleteRule: 'cascade' })
  request!: BloodRequestEntity;

  /** The match a recipient's report is about. */
  @ManyToOne(() => DonationMatchEntity, { nullable: true, deleteRule: 'set null' })
  match: DonationMatchEntity | null = null;

  @Property({ type: 'text', nullable: true })
  name: string | null = null;

  @Property({ type: 'text', nullable: true })
  hospital: string | null = null;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text', nullable: true })
  outcome: string | null = null;

  @Enum({ items: ['received', 'flagged', 'reviewed'], nativeEnumName: 'feedback_status', default: 'received' })
  status: FeedbackStatus = 'received';

  /** Where staff are with a flagged report (the same workflow as abuse reports). */
  @Enum({ items: [...MODERATION_STATUSES], nativeEnumName: 'feedback_moderation_status', default: 'open' })
  moderationStatus: ModerationStatus = 'open';

  @Property({ type: 'text', nullable: true })
  staffNote: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

/**
 * The targeted search's spatial indexes live on the users table but belong to this context: one GiST index on
 * ll_to_earth(latitude, longitude) per blood group, over onboarded, active users, so a search reads the nearest
 * donors of one group first (KNN on the cube) and never scans the table. Declared here so the schema diff knows
 * them; created by Migration20261122120000BloodRequests.
 */
export const DONOR_LOCATION_INDEXES = (
  ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const satisfies readonly BloodGroup[]
).map((group) => {
  const name = `app_user_donor_location_${group.replace('+', '_pos').replace('-', '_neg').toLowerCase()}_index`;
  return {
    group,
    name,
    sql: `create index "${name}" on "app_user" using gist (ll_to_earth("latitude", "longitude")) where "onboarded" and "status" = 'active' and "blood_group" = '${group}'`,
  };
});
for (const index of DONOR_LOCATION_INDEXES) Index({ name: index.name, expression: index.sql })(UserEntity);
