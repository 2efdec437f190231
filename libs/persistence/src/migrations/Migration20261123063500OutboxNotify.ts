import { Migration } from '@mikro-orm/migrations';

/**
 * Every statement that inserts outbox rows notifies the `outbox_message` channel; PostgreSQL delivers it when the
 * transaction commits (one per transaction, identical notifications fold), and the relay, listening, publishes
 * at once rather than at its next poll.
 */
export class Migration20261123063500OutboxNotify extends Migration {
  override name = 'Migration20261123063500OutboxNotify';

  override up(): void {
    this.addSql(
      `create or replace function "outbox_message_outbox_message_notify_fn"() returns trigger as $$ begin perform pg_notify('outbox_message', ''); return null; end; $$ language plpgsql`,
    );
    this.addSql(
      `create trigger "outbox_message_notify" AFTER INSERT on "outbox_message" for each STATEMENT execute function "outbox_message_outbox_message_notify_fn"()`,
    );
  }

  override down(): void {
    this.addSql(`drop trigger if exists "outbox_message_notify" on "outbox_message"`);
    this.addSql(`drop function if exists "outbox_message_outbox_message_notify_fn"()`);
  }
}
