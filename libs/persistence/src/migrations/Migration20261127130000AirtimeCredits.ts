import { Migration } from '@mikro-orm/migrations';

/** The airtime thank-you decided per confirmed donation, and its delivery state (see AirtimeCreditEntity). */
export class Migration20261127130000AirtimeCredits extends Migration {
  override name = 'Migration20261127130000AirtimeCredits';

  override up(): void {
    this.addSql(`create type "airtime_status" as enum ('awaiting_phone', 'pending', 'sent', 'failed', 'over_budget')`);
    this.addSql(
      `create table "airtime_credit" ("id" uuid not null, "match_id" uuid not null, "request_id" uuid not null, "donor_id" uuid not null, "amount_ngn" int not null, "status" "airtime_status" not null, "phone_number" text null, "provider_request_id" text null, "submitted_at" timestamptz null, "attempts" smallint not null default 0, "next_attempt_at" timestamptz null, "last_error" text null, "provider_reference" text null, "sent_at" timestamptz null, "retried_by" uuid null, "decided_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "airtime_credit" add constraint "airtime_credit_match_unique" unique ("match_id")`);
    this.addSql(
      `alter table "airtime_credit" add constraint "airtime_credit_provider_request_id_unique" unique ("provider_request_id")`,
    );
    this.addSql(`create index "airtime_credit_decided_at_index" on "airtime_credit" ("decided_at")`);
    this.addSql(`create index "airtime_credit_donor_index" on "airtime_credit" ("donor_id", "decided_at")`);
    this.addSql(
      `create index "airtime_credit_due_index" on "airtime_credit" ("next_attempt_at") where status = 'pending'`,
    );
    this.addSql(
      `alter table "airtime_credit" add constraint "airtime_credit_donor_id_foreign" foreign key ("donor_id") references "app_user" ("id") on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "airtime_credit"`);
    this.addSql(`drop type if exists "airtime_status"`);
  }
}
