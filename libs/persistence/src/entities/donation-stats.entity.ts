import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A donor's counters (read model of the stats projector); its row is also the lock badge decisions take. */
@Entity({ tableName: 'donor_stats' })
export class DonorStatsEntity {
  [OptionalProps]?: 'attemptedCount' | 'confirmedCount' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  donorId!: string;

  @Property({ type: 'integer', default: 0 })
  attemptedCount = 0;

  @Property({ type: 'integer', default: 0 })
  confirmedCount = 0;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}

/** A confirmed donation, one per match. */
@Entity({ tableName: 'donor_donation' })
@Index({ name: 'donor_donation_donor_index', properties: ['donorId', 'donatedOn'] })
export class DonorDonationEntity {
  @PrimaryKey({ type: 'text' })
  matchId!: string;

  @Property({ type: 'uuid' })
  donorId!: string;

  @Property({ type: 'text' })
  requestId!: string;

  @Property({ type: 'date' })
  donatedOn!: string;
}

/** A badge a donor earned: once each, never taken back (BadgeEarned is raised when the row is first written). */
@Entity({ tableName: 'donor_badge' })
export class DonorBadgeEntity {
  @PrimaryKey({ type: 'uuid' })
  donorId!: string;

  @PrimaryKey({ type: 'text' })
  badge!: string;

  @Property({ type: 'timestamptz' })
  earnedAt!: Date;
}

/**
 * The facts behind the home page's figures, one row per counted thing (`kind` is registered-donor, donation-request,
 * successful-match, advocate, or donor-signup, a step towards registered-donor), so a redelivered event counts once.
 */
@Entity({ tableName: 'platform_fact' })
export class PlatformFactEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'text' })
  kind!: string;

  @PrimaryKey({ type: 'text' })
  subjectId!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
