import { Migration } from '@mikro-orm/migrations';

/**
 * Push devices belong to their user (unique per user and device, so another account can no longer take a device
 * over), at most the 10 most recent per user; the sandbox payment provider's transactions move from memory to a table.
 */
export class Migration20261123052000DevicesPerUserAndSandboxPayments extends Migration {
  override name = 'Migration20261123052000DevicesPerUserAndSandboxPayments';

  override up(): void {
    this.addSql(`alter table "device_token" drop constraint "device_token_device_id_unique"`);
    this.addSql(
      `alter table "device_token" add constraint "device_token_user_device_unique" unique ("user_id", "device_id")`,
    );
    this.addSql(
      `delete from "device_token" where "id" in (select "id" from (select "id", row_number() over (partition by "user_id" order by "updated_at" desc) as "newest" from "device_token") "ranked" where "newest" > 10)`,
    );
    this.addSql(
      `create table "sandbox_payment" ("reference" text not null, "transaction_id" text not null, "status" text not null default 'pending', "amount_subunits" bigint not null, "currency" text not null, "email" text not null, "callback_url" text not null, "channel" text null, "paid_at" timestamptz null, "created_at" timestamptz not null, primary key ("reference"))`,
    );
  }
}
