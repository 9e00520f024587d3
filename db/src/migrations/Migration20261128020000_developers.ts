import { Migration } from '@mikro-orm/migrations';

/**
 * Machines as users (issue 27): API keys, webhook endpoints, their events and deliveries, and the key an
 * audited call came through.
 */
export class Migration20261128020000_developers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_key" ("id" text not null, "organisation_id" text not null, "created_by_id" text not null, "name" text not null, "prefix" text not null, "secret_hash" text not null, "scopes" text[] not null default '{}', "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, constraint "api_key_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "api_key" add constraint "api_key_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "api_key_organisation_id_index" on "api_key" ("organisation_id");`);

    this.addSql(
      `create table "webhook_endpoint" ("id" text not null, "organisation_id" text not null, "created_by_id" text not null, "url" text not null, "description" text null, "event_types" text[] not null default '{}', "enabled" boolean not null default true, "disabled_reason" text null, "failing_since" timestamptz null, "sealed_secret" text not null, "previous_sealed_secret" text null, "previous_secret_expires_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "webhook_endpoint_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_endpoint_organisation_id_index" on "webhook_endpoint" ("organisation_id");`,
    );

    this.addSql(
      `create table "webhook_event" ("id" text not null, "organisation_id" text not null, "type" text not null, "data" jsonb not null, "created_at" timestamptz not null, constraint "webhook_event_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_event_organisation_id_created_at_index" on "webhook_event" ("organisation_id", "created_at");`,
    );

    this.addSql(
      `create table "webhook_delivery" ("id" text not null, "seq" bigserial, "endpoint_id" text not null, "event_id" text not null, "status" text check ("status" in ('pending', 'retrying', 'delivered', 'failed')) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_attempt_at" timestamptz null, "latency_ms" int null, "response_status" int null, "response_body" text null, "error" text null, "delivered_at" timestamptz null, "created_at" timestamptz not null, constraint "webhook_delivery_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_seq_unique" unique ("seq");`,
    );
    this.addSql(
      `create index "webhook_delivery_endpoint_id_created_at_index" on "webhook_delivery" ("endpoint_id", "created_at");`,
    );
    this.addSql(
      `create index "webhook_delivery_endpoint_id_status_seq_index" on "webhook_delivery" ("endpoint_id", "status", "seq");`,
    );

    this.addSql(
      `alter table "api_key" add constraint "api_key_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "api_key" add constraint "api_key_created_by_id_foreign" foreign key ("created_by_id") references "user_profile" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_created_by_id_foreign" foreign key ("created_by_id") references "user_profile" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_event" add constraint "webhook_event_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_event_id_foreign" foreign key ("event_id") references "webhook_event" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "audit_log_entry" add column "api_key_id" text null;`);
    this.addSql(
      `alter table "audit_log_entry" add constraint "audit_log_entry_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_log_entry" drop constraint "audit_log_entry_api_key_id_foreign";`);

    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_endpoint_id_foreign";`);

    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_event_id_foreign";`);

    this.addSql(`drop table if exists "api_key" cascade;`);

    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);

    this.addSql(`drop table if exists "webhook_event" cascade;`);

    this.addSql(`drop table if exists "webhook_delivery" cascade;`);

    this.addSql(`alter table "audit_log_entry" drop column "api_key_id";`);
  }
}
