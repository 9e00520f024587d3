import { Migration } from '@mikro-orm/migrations';

/**
 * Rate alerts belong to the seat they were set from (issue 24 item 5): each alert gets its membership (the
 * creator's seat in the alert's organisation) and is deleted with it. Alerts whose creator no longer has a
 * seat in that organisation were reading an organisation the person had left: they are dropped.
 */
export class Migration20261127020000_rate_alert_membership extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rate_alert" add column "membership_id" text null;`);
    this.addSql(
      `update "rate_alert" set "membership_id" = "membership"."id" from "membership" where "membership"."organisation_id" = "rate_alert"."organisation_id" and "membership"."user_id" = "rate_alert"."created_by_id";`,
    );
    this.addSql(`delete from "rate_alert" where "membership_id" is null;`);
    this.addSql(`alter table "rate_alert" alter column "membership_id" set not null;`);
    this.addSql(
      `alter table "rate_alert" add constraint "rate_alert_membership_id_foreign" foreign key ("membership_id") references "membership" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "rate_alert_membership_id_created_at_index" on "rate_alert" ("membership_id", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "rate_alert_membership_id_created_at_index";`);
    this.addSql(`alter table "rate_alert" drop constraint "rate_alert_membership_id_foreign";`);
    this.addSql(`alter table "rate_alert" drop column "membership_id";`);
  }
}
