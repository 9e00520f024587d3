import { Migration } from '@mikro-orm/migrations';

/**
 * Batch payments (issue 19 item 3): a batch per uploaded file, unique per organisation by the file's hash so
 * the same file is never paid twice; each payment made from a file points at its batch and its row there.
 */
export class Migration20261126080000_payment_batches extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payment_batch" ("id" text not null, "organisation_id" text not null, "created_by_id" text not null, "file_name" text not null, "file_hash" text not null, "status" text check ("status" in ('awaiting_approval', 'processing', 'completed', 'rejected')) not null, "row_count" int not null, "totals" jsonb not null, "base_currency" char(3) not null, "base_total_minor" bigint not null, "approvals_required" int not null, "approval_reasons" text[] not null, "approvals" jsonb not null default '[]', "rejection_reason" text null, "settled_count" int not null default 0, "failed_count" int not null default 0, "completed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "payment_batch_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "payment_batch_organisation_id_created_at_index" on "payment_batch" ("organisation_id", "created_at" desc);`,
    );
    this.addSql(
      `alter table "payment_batch" add constraint "payment_batch_organisation_id_file_hash_unique" unique ("organisation_id", "file_hash");`,
    );
    this.addSql(
      `alter table "payment_batch" add constraint "payment_batch_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "payment_batch" add constraint "payment_batch_created_by_id_foreign" foreign key ("created_by_id") references "user_profile" ("id") on update cascade;`,
    );
    this.addSql(`alter table "payment" add column "batch_id" text null, add column "batch_row" int null;`);
    this.addSql(
      `alter table "payment" add constraint "payment_batch_id_foreign" foreign key ("batch_id") references "payment_batch" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "payment_batch_id_batch_row_index" on "payment" ("batch_id", "batch_row");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "payment_batch_id_batch_row_index";`);
    this.addSql(`alter table "payment" drop constraint "payment_batch_id_foreign";`);
    this.addSql(`alter table "payment" drop column "batch_id", drop column "batch_row";`);
    this.addSql(`drop table if exists "payment_batch" cascade;`);
  }
}
