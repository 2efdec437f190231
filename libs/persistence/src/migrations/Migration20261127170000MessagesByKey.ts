import { Migration } from '@mikro-orm/migrations';

/**
 * Texts people read are kept as a catalogue key and its values, and put into words in the reader's language when
 * read (notifications, reminders) or sent (SMS). Rows written before keep their stored text, which is shown as is.
 */
export class Migration20261127170000MessagesByKey extends Migration {
  override name = 'Migration20261127170000MessagesByKey';

  override up(): void {
    for (const table of ['notification', 'reminder', 'sms_message'])
      this.addSql(`alter table "${table}" add column "message_key" text null, add column "message_params" jsonb null`);
  }
}
