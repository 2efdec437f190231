import { Migration } from '@mikro-orm/migrations';

/** Each person's language (emails and notifications are written in it), and where an in-app notification leads. */
export class Migration20261123030000Languages extends Migration {
  override name = 'Migration20261123030000Languages';

  override up(): void {
    this.addSql(`alter table "app_user" add column "language" text not null default 'en'`);
    this.addSql(`alter table "notification" add column "url" text null`);
  }

  override down(): void {
    this.addSql(`alter table "notification" drop column "url"`);
    this.addSql(`alter table "app_user" drop column "language"`);
  }
}
