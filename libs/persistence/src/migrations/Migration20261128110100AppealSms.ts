import { Migration } from '@mikro-orm/migrations';

/** Text messages telling opted-in donors of an urgent appeal. */
export class Migration20261128110100AppealSms extends Migration {
  override name = 'Migration20261128110100AppealSms';

  override up(): void {
    this.addSql(`alter type "sms_kind" add value if not exists 'appeal_alert'`);
  }

  override down(): void {
    // PostgreSQL cannot drop an enum value; an unused one is harmless.
  }
}
