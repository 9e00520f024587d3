import { Migration } from '@mikro-orm/migrations';

export class Migration20261121134308_rate_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rate_alert" ("id" text not null, "organisation_id" text not null, "created_by_id" text not null, "base" char(3) not null, "quote" char(3) not null, "kind" text check ("kind" in ('above', 'below', 'change')) not null, "threshold" numeric(20,10) not null, "reference_rate" numeric(20,10) null, "window_minutes" int null, "status" text check ("status" in ('armed', 'fired')) not null default 'armed', "fired_at" timestamptz null, "fired_rate" numeric(20,10) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "rate_alert_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "rate_alert_status_quote_index" on "rate_alert" ("status", "quote");`);
    this.addSql(
      `create index "rate_alert_created_by_id_created_at_index" on "rate_alert" ("created_by_id", "created_at");`,
    );

    this.addSql(
      `alter table "rate_alert" add constraint "rate_alert_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "rate_alert" add constraint "rate_alert_created_by_id_foreign" foreign key ("created_by_id") references "user_profile" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_alert" cascade;`);
  }
}
