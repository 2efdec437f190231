import { Migration } from '@mikro-orm/migrations';

/** The staff console's chart read models (see service-charts.entity.ts), kept by the stats projector. */
export class Migration20261127180000ServiceCharts extends Migration {
  override name = 'Migration20261127180000ServiceCharts';

  override up(): void {
    this.addSql(
      `create table "chart_request" ("request_id" text not null, "day" date not null, "state_id" int not null, "blood_group" text not null, "created_at" timestamptz not null, "first_accepted_at" timestamptz null, "first_donation_at" timestamptz null, primary key ("request_id"))`,
    );
    this.addSql(
      `create table "chart_daily_fact" ("state_id" int not null, "blood_group" text not null, "day" date not null, "requests_created" int not null default 0, "requests_accepted" int not null default 0, "requests_fulfilled" int not null default 0, "alerts_sent" int not null default 0, "alerts_opened" int not null default 0, "active_donors" int not null default 0, primary key ("state_id", "blood_group", "day"))`,
    );
    this.addSql(
      `create table "chart_latency_bucket" ("state_id" int not null, "blood_group" text not null, "day" date not null, "metric" text not null, "bucket" smallint not null, "requests" int not null default 0, primary key ("state_id", "blood_group", "day", "metric", "bucket"))`,
    );
    this.addSql(
      `create table "chart_active_donor" ("day" date not null, "donor_id" uuid not null, primary key ("day", "donor_id"))`,
    );
    this.addSql(
      `create table "chart_daily_spend" ("day" date not null, "sms_sent" int not null default 0, "airtime_credits" int not null default 0, "airtime_ngn" bigint not null default '0', primary key ("day"))`,
    );
  }

  override down(): void {
    for (const table of ['chart_daily_spend', 'chart_active_donor', 'chart_latency_bucket', 'chart_daily_fact'])
      this.addSql(`drop table if exists "${table}"`);
    this.addSql(`drop table if exists "chart_request"`);
  }
}
