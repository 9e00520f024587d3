import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24 items 3 and 4: a policy change that weakens a control waits for a second Team Manager
 * (`policy_change`, at most one pending per organisation), and a payment or batch records which of the maker's
 * recent payments (to the same supplier, or against the daily limit) made it need approval.
 */
export class Migration20261127010000_policy_changes_and_approval_basis extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "policy_change" ("id" text not null, "organisation_id" text not null, "proposed_by_id" text not null, "base_policies" jsonb not null, "proposed_policies" jsonb not null, "weakens" jsonb not null, "status" text check ("status" in ('pending', 'approved', 'rejected', 'cancelled', 'stale')) not null, "decided_by_id" text null, "decided_at" timestamptz null, "reason" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "policy_change_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "policy_change_organisation_id_created_at_index" on "policy_change" ("organisation_id", "created_at");`,
    );
    this.addSql(
      `create unique index "policy_change_one_pending_per_organisation" on "policy_change" ("organisation_id") where "status" = 'pending';`,
    );

    this.addSql(
      `alter table "policy_change" add constraint "policy_change_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "policy_change" add constraint "policy_change_proposed_by_id_foreign" foreign key ("proposed_by_id") references "user_profile" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "policy_change" add constraint "policy_change_decided_by_id_foreign" foreign key ("decided_by_id") references "user_profile" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "payment_batch" add column "approval_basis" jsonb null;`);

    this.addSql(`alter table "payment" add column "approval_basis" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "policy_change" cascade;`);

    this.addSql(`alter table "payment" drop column "approval_basis";`);

    this.addSql(`alter table "payment_batch" drop column "approval_basis";`);
  }
}
