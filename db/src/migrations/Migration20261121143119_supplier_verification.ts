import { Migration } from '@mikro-orm/migrations';

export class Migration20261121143119_supplier_verification extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sanctions_entry" ("id" text not null, "list" text check ("list" in ('ofac', 'un')) not null, "external_id" text not null, "name" text not null, "aliases" text[] not null default '{}', "party_type" text not null, "programs" text null, "country" text null, "imported_at" timestamptz not null, constraint "sanctions_entry_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "sanctions_entry" add constraint "sanctions_entry_list_external_id_unique" unique ("list", "external_id");`,
    );

    this.addSql(
      `create table "screening_hit" ("id" text not null, "organisation_id" text not null, "supplier_id" text not null, "subject_type" text check ("subject_type" in ('supplier', 'key_person')) not null, "subject_name" text not null, "entry_id" text not null, "score" numeric(5,2) not null, "status" text check ("status" in ('open', 'dismissed')) not null default 'open', "dismissed_reason" text null, "dismissed_by_id" text null, "dismissed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "screening_hit_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "screening_hit_organisation_id_status_index" on "screening_hit" ("organisation_id", "status");`,
    );
    this.addSql(
      `alter table "screening_hit" add constraint "screening_hit_supplier_id_subject_name_entry_id_unique" unique ("supplier_id", "subject_name", "entry_id");`,
    );

    this.addSql(
      `alter table "screening_hit" add constraint "screening_hit_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "screening_hit" add constraint "screening_hit_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "screening_hit" add constraint "screening_hit_entry_id_foreign" foreign key ("entry_id") references "sanctions_entry" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "screening_hit" add constraint "screening_hit_dismissed_by_id_foreign" foreign key ("dismissed_by_id") references "user_profile" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "supplier" add column "bank_iban" text null, add column "bank_swift" text null, add column "bank_account_number" text null, add column "bank_details_changed_at" timestamptz null, add column "rejection_reason" text null, add column "screening_status" text check ("screening_status" in ('not_screened', 'clear', 'hit', 'dismissed')) not null default 'not_screened', add column "screened_at" timestamptz null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "screening_hit" drop constraint "screening_hit_entry_id_foreign";`);

    this.addSql(`drop table if exists "sanctions_entry" cascade;`);

    this.addSql(`drop table if exists "screening_hit" cascade;`);

    this.addSql(
      `alter table "supplier" drop column "bank_iban", drop column "bank_swift", drop column "bank_account_number", drop column "bank_details_changed_at", drop column "rejection_reason", drop column "screening_status", drop column "screened_at";`,
    );
  }
}
