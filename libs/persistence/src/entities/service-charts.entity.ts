import { ArrayType } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/*
 * The staff console's charts (read models of the stats projector). Counts are kept per Lagos day, state and blood
 * group, so any date range and filter is a sum over few rows; latencies as bucket counts, so a median or 90th
 * percentile over any range is read from summed buckets. Each count is also kept under state 0 (all states) and
 * blood group `*` (all groups), so any filter reads one row per day, and keyed state and group first, so those rows
 * are next to each other. Appeal figures are columns of the same rows, under every blood group the appeal asks for.
 */

/** What the charts need to know about a request to attribute its later events: where, which group, when. */
@Entity({ tableName: 'chart_request' })
export class ChartRequestEntity {
  @PrimaryKey({ type: 'text' })
  requestId!: string;

  @Property({ type: 'date' })
  day!: string;

  @Property({ type: 'integer' })
  stateId!: number;

  @Property({ type: 'text' })
  bloodGroup!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  firstAcceptedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  firstDonationAt: Date | null = null;
}

/** What the charts need to know about an appeal to attribute its later events: its state and the groups asked for. */
@Entity({ tableName: 'chart_appeal' })
export class ChartAppealEntity {
  @PrimaryKey({ type: 'uuid' })
  appealId!: string;

  @Property({ type: 'integer' })
  stateId!: number;

  @Property({ type: ArrayType, columnType: 'text[]' })
  bloodGroups!: string[];
}

/** The key of the per-day rows: state and blood group first (so the all-states and all-groups rows are together). */
abstract class ChartDayRow {
  @PrimaryKey({ type: 'integer' })
  stateId!: number;

  @PrimaryKey({ type: 'text' })
  bloodGroup!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;
}

/** A count, from zero. */
const Counter = () => Property({ type: 'integer', default: 0 });

/**
 * Per day, state and blood group: requests created that day and how many of them were accepted and fulfilled
 * (by request creation day, so a share is a cohort's), alerts sent and opened that day, donors active that day;
 * appeals raised that day, donors they reached that day, donors coming (by the day they answered, less those who
 * cancelled since) and appeal donations recorded that day, each under every group the appeal asks for.
 */
@Entity({ tableName: 'chart_daily_fact' })
export class ChartDailyFactEntity extends ChartDayRow {
  @Counter()
  requestsCreated = 0;

  @Counter()
  requestsAccepted = 0;

  @Counter()
  requestsFulfilled = 0;

  @Counter()
  alertsSent = 0;

  @Counter()
  alertsOpened = 0;

  @Counter()
  activeDonors = 0;

  @Counter()
  appealsRaised = 0;

  @Counter()
  appealDonorsReached = 0;

  @Counter()
  appealDonorsComing = 0;

  @Counter()
  appealDonations = 0;
}

/** How many requests (created that day, in that state and group) took a time within `bucket` (see latencyBucket). */
@Entity({ tableName: 'chart_latency_bucket' })
export class ChartLatencyBucketEntity extends ChartDayRow {
  /** `acceptance` (request to first acceptance) or `donation` (request to first confirmed donation). */
  @PrimaryKey({ type: 'text' })
  metric!: string;

  @PrimaryKey({ type: 'smallint' })
  bucket!: number;

  @Counter()
  requests = 0;
}

/** A donor counted active on a day (once, whatever they did): keeps `active_donors` a count of distinct donors. */
@Entity({ tableName: 'chart_active_donor' })
export class ChartActiveDonorEntity {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'uuid' })
  donorId!: string;
}

/** What was spent per day: text messages sent (the SMS budget's unit) and airtime credited in naira. */
@Entity({ tableName: 'chart_daily_spend' })
export class ChartDailySpendEntity {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Counter()
  smsSent = 0;

  @Counter()
  airtimeCredits = 0;

  @Property({ type: 'bigint', default: 0 })
  airtimeNgn = 0;
}
