import { Migration } from '@mikro-orm/migrations';

export class Migration20261121150406_team_and_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "team_invite" ("id" text not null, "organisation_id" text not null, "created_by_id" text not null, "email" text not null, "role" text not null, "permissions" text[] not null default '{}', "token_hash" text not null, "expires_at" timestamptz not null, "status" text check ("status" in ('pending', 'accepted', 'revoked')) not null, "accepted_by_id" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "team_invite_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "team_invite" add constraint "team_invite_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "team_invite_organisation_id_status_index" on "team_invite" ("organisation_id", "status");`,
    );

    this.addSql(
      `alter table "team_invite" add constraint "team_invite_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "team_invite" add constraint "team_invite_created_by_id_foreign" foreign key ("created_by_id") references "user_profile" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "team_invite" add constraint "team_invite_accepted_by_id_foreign" foreign key ("accepted_by_id") references "user_profile" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "user_profile" add column "pending_email" text null, add column "email_notifications" boolean not null default true, add column "language" text check ("language" in ('en', 'zh', 'es')) not null default 'en', add column "default_currency" text check ("default_currency" in ('USD', 'EUR', 'GBP', 'JPY')) not null default 'USD';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "team_invite" cascade;`);

    this.addSql(
      `alter table "user_profile" drop column "pending_email", drop column "email_notifications", drop column "language", drop column "default_currency";`,
    );
  }
}
