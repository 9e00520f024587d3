import { Migration } from '@mikro-orm/migrations';

/**
 * Organisation policies (issue 19): the approval threshold becomes the policies' amount bands, and a payment
 * keeps how many approvals it needs and who gave them. An organisation that kept the default threshold
 * keeps `{}` (it follows the defaults); another gets the bands its threshold meant.
 */
export class Migration20261126060000_policies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "organisation" add column "policies" jsonb not null default '{}';`);
    this.addSql(
      `update "organisation" set "policies" = jsonb_build_object('approvalTiers', case when "payment_approval_threshold_minor" <= 0 then jsonb_build_array(jsonb_build_object('fromMinor', 0, 'approvers', 1)) else jsonb_build_array(jsonb_build_object('fromMinor', 0, 'approvers', 0), jsonb_build_object('fromMinor', "payment_approval_threshold_minor", 'approvers', 1)) end) where "payment_approval_threshold_minor" <> 1000000;`,
    );
    this.addSql(`alter table "organisation" drop column "payment_approval_threshold_minor";`);
    this.addSql(`alter table "payment" add column "approvals_required" int not null default 0;`);
    this.addSql(`alter table "payment" add column "approvals" jsonb not null default '[]';`);
    this.addSql(`create index "sanctions_entry_imported_at_index" on "sanctions_entry" ("imported_at");`);
    this.addSql(`update "payment" set "approvals_required" = 1 where "approval_status" <> 'not_required';`);
    this.addSql(
      `update "payment" p set "approvals" = jsonb_build_array(jsonb_build_object('userId', u."id", 'name', coalesce(u."full_name", u."business_name"), 'at', to_char(p."approved_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) from "user_profile" u where p."approval_status" = 'approved' and p."approved_by_id" = u."id" and p."approved_at" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "sanctions_entry_imported_at_index";`);
    this.addSql(`alter table "payment" drop column "approvals";`);
    this.addSql(`alter table "payment" drop column "approvals_required";`);
    this.addSql(
      `alter table "organisation" add column "payment_approval_threshold_minor" bigint not null default 1000000;`,
    );
    this.addSql(`alter table "organisation" drop column "policies";`);
  }
}
