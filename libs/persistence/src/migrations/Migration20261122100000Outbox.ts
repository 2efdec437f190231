import { Migration } from '@mikro-orm/migrations';

/** The transactional outbox: integration events written with the change that raised them. */
export class Migration20261122100000Outbox extends Migration {
  override name = 'Migration20261122100000Outbox';

  override up(): void {
    this.addSql(
      `create table "outbox_message" ("id" uuid not null, "position" bigserial, "family" text not null, "aggregate_type" text not null, "aggregate_id" text not null, "message_type" text not null, "version" int not null, "payload" jsonb not null, "metadata" jsonb not null default '{}', "occurred_at" timestamptz not null, "locked_until" timestamptz null, "published_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, "abandoned_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "outbox_message" add constraint "outbox_message_position_unique" unique ("position")`);
    this.addSql(`create index "outbox_message_aggregate_index" on "outbox_message" ("aggregate_id")`);
    this.addSql(
      `create index "outbox_message_unpublished_index" on "outbox_message" ("position") where published_at is null`,
    );
  }
}
