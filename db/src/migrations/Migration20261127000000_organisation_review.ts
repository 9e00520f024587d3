import { Migration } from '@mikro-orm/migrations';

/**
 * Review is of an organisation (issue 24): the account status, its rejection reason and demo mode move from
 * the person to the business they created, every organisation gets an Owner, and a person remembers which
 * of their organisations they last worked in.
 *
 * Backfill: the Owner is the oldest seat named 'Owner', else the oldest seat; the organisation takes its
 * Owner's status. An Owner whose approval came only from accepting an invitation (what the old model did,
 * and the hole issue 24 closes) was never reviewed by an administrator: their own business goes back to
 * pending, while the team that invited them keeps them as it was.
 */
export class Migration20261127000000_organisation_review extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "organisation" add column "status" text check ("status" in ('pending', 'rejected', 'demo', 'approved')) not null default 'pending', add column "rejection_reason" text null, add column "reviewed_at" timestamptz null, add column "owner_id" text null;`,
    );
    this.addSql(
      `alter table "organisation" add constraint "organisation_owner_id_foreign" foreign key ("owner_id") references "user_profile" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`alter table "user_profile" add column "active_organisation_id" text null;`);

    // The Owner: whoever created the business (the seat they made for themselves at sign-up), else the oldest
    // seat with Team Management, else the oldest seat. Roles are free text, so the role's name decides nothing.
    this.addSql(
      `update "organisation" o set "owner_id" = (select m."user_id" from "membership" m where m."organisation_id" = o."id" order by (m."created_by_id" = m."user_id") desc, ('Team Management' = any(m."permissions")) desc, m."created_at" asc, m."id" asc limit 1);`,
    );
    this.addSql(
      `update "organisation" o set "status" = u."status", "rejection_reason" = u."rejection_reason" from "user_profile" u where u."id" = o."owner_id";`,
    );
    // Approved only by accepting an invitation: back to what an administrator last decided, or pending. A
    // business an administrator rejected stays rejected, with the reason of its latest rejection.
    this.addSql(
      `update "organisation" o set "status" = case when r."changes" is not null then 'rejected' else 'pending' end, "rejection_reason" = r."changes" -> 'rejectionReason' ->> 'after' from "user_profile" u left join lateral (select a."changes" from "audit_log_entry" a where a."entity_id" = u."id" and a."action" = 'account.rejected' order by a."created_at" desc limit 1) r on true where u."id" = o."owner_id" and o."status" = 'approved' and not u."is_admin" and exists (select 1 from "audit_log_entry" a where a."actor_id" = u."id" and a."action" = 'team.invite_accepted' and a."changes" -> 'accountStatus' ->> 'after' = 'approved') and not exists (select 1 from "audit_log_entry" a where a."entity_id" = u."id" and a."action" = 'account.approved');`,
    );

    // An Owner always keeps Team Management (team-commands: nobody else takes it from them).
    this.addSql(
      `update "membership" m set "permissions" = m."permissions" || array['Team Management']::text[] from "organisation" o where o."id" = m."organisation_id" and o."owner_id" = m."user_id" and not ('Team Management' = any(m."permissions"));`,
    );

    this.addSql(
      `alter table "user_profile" drop column "status", drop column "demo_mode", drop column "rejection_reason";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "user_profile" add column "status" text check ("status" in ('pending', 'rejected', 'demo', 'approved')) not null default 'pending', add column "demo_mode" boolean not null default true, add column "rejection_reason" text null;`,
    );
    this.addSql(
      `update "user_profile" u set "status" = o."status", "demo_mode" = o."status" <> 'approved', "rejection_reason" = o."rejection_reason" from "organisation" o where o."owner_id" = u."id";`,
    );
    this.addSql(`alter table "user_profile" drop column "active_organisation_id";`);
    this.addSql(`alter table "organisation" drop constraint "organisation_owner_id_foreign";`);
    this.addSql(
      `alter table "organisation" drop column "status", drop column "rejection_reason", drop column "reviewed_at", drop column "owner_id";`,
    );
  }
}
