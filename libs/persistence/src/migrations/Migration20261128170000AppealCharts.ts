import { Migration } from '@mikro-orm/migrations';

/** The staff console's appeal chart: its counts beside the other charts' (chart_daily_fact), and each appeal's place. */
export class Migration20261128170000AppealCharts extends Migration {
  override name = 'Migration20261128170000AppealCharts';

  override up(): void {
    this.addSql(
      `create table "chart_appeal" ("appeal_id" uuid not null, "state_id" int not null, "blood_groups" text[] not null, primary key ("appeal_id"))`,
    );
    this.addSql(
      `alter table "chart_daily_fact" add column "appeals_raised" int not null default 0, add column "appeal_donors_reached" int not null default 0, add column "appeal_donors_coming" int not null default 0, add column "appeal_donations" int not null default 0`,
    );
  }

  override down(): void {
    this.addSql(
      `alter table "chart_daily_fact" drop column "appeals_raised", drop column "appeal_donors_reached", drop column "appeal_donors_coming", drop column "appeal_donations"`,
    );
    this.addSql(`drop table if exists "chart_appeal"`);
  }
}
