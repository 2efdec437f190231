import { Migration } from '@mikro-orm/migrations';

/** AUDIT_PERSONAL_FIELDS (libs/domain) as it stood when this was written: a migration does not change once run. */
const FIELDS = `'name', 'first_name', 'last_name', 'email', 'phone_number', 'reported_name', 'address'`;

/**
 * Audit entries written before the log stopped keeping personal values held people's names in their before/after
 * images. The log is append-only by trigger; this one reviewed change lifts the trigger for a single statement that
 * drops those fields (at any depth, as `auditImage` does for new entries), then puts it back.
 */
export class Migration20261123055000AuditLogWithoutPersonalValues extends Migration {
  override name = 'Migration20261123055000AuditLogWithoutPersonalValues';

  override up(): void {
    this.addSql(
      `create or replace function pg_temp.audit_image(value jsonb) returns jsonb language plpgsql immutable as $$
       begin
         if jsonb_typeof(value) = 'object' then
           return (select coalesce(jsonb_object_agg(entry.key, pg_temp.audit_image(entry.value)), '{}'::jsonb)
                     from jsonb_each(value) as entry where entry.key <> all (array[${FIELDS}]));
         elsif jsonb_typeof(value) = 'array' then
           return (select coalesce(jsonb_agg(pg_temp.audit_image(element)), '[]'::jsonb)
                     from jsonb_array_elements(value) as element);
         end if;
         return value;
       end $$`,
    );
    this.addSql(`alter table "audit_log" disable trigger "audit_log_no_update_or_delete"`);
    this.addSql(
      `update "audit_log" set "before" = pg_temp.audit_image("before"), "after" = pg_temp.audit_image("after")
        where "before" is distinct from pg_temp.audit_image("before") or "after" is distinct from pg_temp.audit_image("after")`,
    );
    this.addSql(`alter table "audit_log" enable trigger "audit_log_no_update_or_delete"`);
  }
}
