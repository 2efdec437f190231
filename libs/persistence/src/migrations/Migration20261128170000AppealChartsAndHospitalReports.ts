import { Migration } from '@mikro-orm/migrations';

/**
 * The staff console's appeal chart (its counts beside the other charts' in chart_daily_fact, and each appeal's place),
 * and a hospital officer's no-show report as feedback flagged for staff (no account of the app is its author).
 */
export class Migration20261128170000AppealChartsAndHospitalReports extends Migration {
  override name = 'Migration20261128170000AppealChartsAndHospitalReports';

  override up(): void {
    this.addSql(
      `create table "chart_appeal" ("appeal_id" uuid not null, "state_id" int not null, "blood_groups" text[] not null, primary key ("appeal_id"))`,
    );
    this.addSql(
      `alter table "chart_daily_fact" add column "appeals_raised" int not null default 0, add column "appeal_donors_reached" int not null default 0, add column "appeal_donors_coming" int not null default 0, add column "appeal_donations" int not null default 0`,
    );
    this.addSql(`alter type "feedback_type" add value if not exists 'Hospital'`);
    this.addSql(
      `alter table "feedback" alter column "author_id" drop not null, add column "reported_by_officer_id" uuid null`,
    );
  }

  override down(): void {
    // The 'Hospital' feedback type stays: PostgreSQL cannot drop an enum value.
    this.addSql(`delete from "feedback" where "author_id" is null`);
    this.addSql(`alter table "feedback" drop column "reported_by_officer_id", alter column "author_id" set not null`);
    this.addSql(
      `alter table "chart_daily_fact" drop column "appeals_raised", drop column "appeal_donors_reached", drop column "appeal_donors_coming", drop column "appeal_donations"`,
    );
    this.addSql(`drop table if exists "chart_appeal"`);
  }
}
