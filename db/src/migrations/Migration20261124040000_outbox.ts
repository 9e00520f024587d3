import { Migration } from '@mikro-orm/migrations';

/**
 * The transactional outbox (db/src/outbox). The trigger NOTIFYs the relay once per inserting statement;
 * PostgreSQL delivers a NOTIFY only when the transaction commits (and folds duplicates within one
 * transaction), so the relay wakes exactly when new rows become visible. The channel name is
 * OUTBOX_CHANNEL in db/src/outbox/channel.ts.
 */
export class Migration20261124040000_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "outbox_message" ("id" bigserial primary key, "aggregate_type" text not null, "aggregate_id" text not null, "kind" text check ("kind" in ('job', 'socket', 'webhook')) not null, "payload" jsonb not null, "created_at" timestamptz not null, "published_at" timestamptz null, "attempts" int not null default 0, "last_error" text null);`,
    );
    this.addSql(
      `create index "outbox_message_unpublished_index" on "outbox_message" ("id") where "published_at" is null;`,
    );
    this.addSql(
      `create function "outbox_message_notify"() returns trigger language plpgsql as $$ begin perform pg_notify('tradehub_outbox', ''); return null; end; $$;`,
    );
    this.addSql(
      `create trigger "outbox_message_notify" after insert on "outbox_message" for each statement execute function "outbox_message_notify"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox_message" cascade;`);
    this.addSql(`drop function if exists "outbox_message_notify"();`);
  }
}
