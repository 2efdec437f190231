import { Migration } from '@mikro-orm/migrations';

/** The appeal pushes still to send, written with their notifications: a crash no longer loses them. */
export class Migration20261129010000AppealPushOutbox extends Migration {
  override name = 'Migration20261129010000AppealPushOutbox';

  override up(): void {
    this.addSql(
      `create table "appeal_push" ("id" uuid not null, "appeal_id" uuid not null, "device_token_id" uuid not null, "message" jsonb not null, "attempts" int not null default 0, "due_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "appeal_push_appeal_id_index" on "appeal_push" ("appeal_id")`);
    this.addSql(`create index "appeal_push_device_token_id_index" on "appeal_push" ("device_token_id")`);
    this.addSql(`create index "appeal_push_due_at_index" on "appeal_push" ("due_at")`);
    this.addSql(
      `alter table "appeal_push" add constraint "appeal_push_appeal_id_foreign" foreign key ("appeal_id") references "appeal" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "appeal_push" add constraint "appeal_push_device_token_id_foreign" foreign key ("device_token_id") references "device_token" ("id") on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "appeal_push"`);
  }
}
