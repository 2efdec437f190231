import { Migration } from '@mikro-orm/migrations';

/** Each person's recorded consents (terms, privacy policy, health data), and the mark of a deleted account. */
export class Migration20261123051000DataRights extends Migration {
  override name = 'Migration20261123051000DataRights';

  override up(): void {
    this.addSql(
      `create table "consent_record" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "version" text not null, "given_at" timestamptz not null, "withdrawn_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "consent_record_user_index" on "consent_record" ("user_id", "kind")`);
    this.addSql(
      `alter table "consent_record" add constraint "consent_record_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade`,
    );
    this.addSql(`alter table "app_user" add column "deleted_at" timestamptz null`);
  }

  override down(): void {
    this.addSql(`alter table "app_user" drop column "deleted_at"`);
    this.addSql(`drop table if exists "consent_record" cascade`);
  }
}
