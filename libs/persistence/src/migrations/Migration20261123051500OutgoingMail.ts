import { Migration } from '@mikro-orm/migrations';

/** The mail outbox: every email is written with the change it tells about and sent by the mail job with retries. */
export class Migration20261123051500OutgoingMail extends Migration {
  override name = 'Migration20261123051500OutgoingMail';

  override up(): void {
    this.addSql(
      `create table "outgoing_mail" ("id" uuid not null, "recipient" text not null, "subject" text not null, "text_body" text null, "html_body" text null, "link" text null, "created_at" timestamptz not null, "next_attempt_at" timestamptz not null default now(), "locked_until" timestamptz null, "attempts" int not null default 0, "last_error" text null, "sent_at" timestamptz null, "abandoned_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(
      `create index "outgoing_mail_due_index" on "outgoing_mail" ("next_attempt_at") where sent_at is null and abandoned_at is null`,
    );
  }
}
