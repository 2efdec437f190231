import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox trigger notifies only for sessions without `blood_match.relay_in_process = on`: the API wakes its own
 * relay in-process when it commits outbox rows, and its commits no longer queue for PostgreSQL's notify lock.
 */
export class Migration20261123121500OutboxNotifyWithoutRelayInProcess extends Migration {
  override name = 'Migration20261123121500OutboxNotifyWithoutRelayInProcess';

  override up(): void {
    this.addSql(
      `create or replace function "outbox_message_outbox_message_notify_fn"() returns trigger as $$ begin if current_setting('blood_match.relay_in_process', true) is distinct from 'on' then perform pg_notify('outbox_message', ''); end if; return null; end; $$ language plpgsql`,
    );
  }

  override down(): void {
    this.addSql(
      `create or replace function "outbox_message_outbox_message_notify_fn"() returns trigger as $$ begin perform pg_notify('outbox_message', ''); return null; end; $$ language plpgsql`,
    );
  }
}
