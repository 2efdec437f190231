import { Migration } from '@mikro-orm/migrations';

/**
 * An appeal for a state or its LGAs fans out over that state's people only, by id within the state: without this
 * index each batch walked every account in the country to find the state's, five in six of them elsewhere.
 */
export class Migration20261128220000AppealFanoutByState extends Migration {
  override name = 'Migration20261128220000AppealFanoutByState';

  override up(): void {
    this.addSql(`create index "app_user_state_id_index" on "app_user" ("state_id", "id")`);
  }

  override down(): void {
    this.addSql(`drop index if exists "app_user_state_id_index"`);
  }
}
