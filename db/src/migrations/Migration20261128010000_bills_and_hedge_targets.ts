import { Migration } from '@mikro-orm/migrations';

/**
 * Payables (issue 25): bills and purchase orders with due dates and budget rates, what payments pay of them,
 * and the organisation's default margin tolerance. `currency_exposure` stored exposure figures that only the
 * demo seed and a first hedge target ever wrote: it becomes `hedge_target`, the targets alone (the exposure
 * is computed by db/src/domain/fx/exposure on every read); rows without a target held figures only and go.
 */
export class Migration20261128010000_bills_and_hedge_targets extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "bill" ("id" text not null, "organisation_id" text not null, "created_by_id" text not null, "supplier_id" text not null, "kind" text check ("kind" in ('invoice', 'purchase_order')) not null default 'invoice', "reference" text not null, "currency" char(3) not null, "amount_minor" bigint not null, "paid_minor" bigint not null default 0, "scheduled_minor" bigint not null default 0, "issue_date" timestamptz not null, "due_date" timestamptz not null, "budget_rate" numeric(20,10) null, "margin_tolerance_percent" numeric(7,2) null, "margin_state" text check ("margin_state" in ('within', 'beyond')) not null default 'within', "status" text check ("status" in ('open', 'scheduled', 'partly_paid', 'paid', 'cancelled')) not null default 'open', "document_id" text null, "note" text null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "bill_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "bill_organisation_id_status_due_date_index" on "bill" ("organisation_id", "status", "due_date");`,
    );
    this.addSql(`create index "bill_supplier_id_index" on "bill" ("supplier_id");`);
    this.addSql(
      `alter table "bill" add constraint "bill_organisation_id_supplier_id_reference_unique" unique ("organisation_id", "supplier_id", "reference");`,
    );
    this.addSql(
      `alter table "bill" add constraint "bill_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "bill" add constraint "bill_created_by_id_foreign" foreign key ("created_by_id") references "user_profile" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "bill" add constraint "bill_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "bill" add constraint "bill_document_id_foreign" foreign key ("document_id") references "supplier_document" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "bill_payment" ("id" text not null, "bill_id" text not null, "payment_id" text not null, "amount_minor" bigint not null, "created_at" timestamptz not null, constraint "bill_payment_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "bill_payment_payment_id_index" on "bill_payment" ("payment_id");`);
    this.addSql(
      `alter table "bill_payment" add constraint "bill_payment_bill_id_payment_id_unique" unique ("bill_id", "payment_id");`,
    );
    this.addSql(
      `alter table "bill_payment" add constraint "bill_payment_bill_id_foreign" foreign key ("bill_id") references "bill" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "bill_payment" add constraint "bill_payment_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "organisation" add column "margin_tolerance_percent" numeric(7,2) not null default 2;`,
    );

    this.addSql(`delete from "currency_exposure" where "target_hedge_percent" is null;`);
    this.addSql(`alter table "currency_exposure" rename to "hedge_target";`);
    this.addSql(
      `alter table "hedge_target" drop column "amount_minor", drop column "risk_level", drop column "hedged_percent";`,
    );
    this.addSql(`alter table "hedge_target" alter column "target_hedge_percent" set not null;`);
    this.addSql(
      `alter table "hedge_target" rename constraint "currency_exposure_pkey" to "hedge_target_pkey";`,
    );
    this.addSql(
      `alter table "hedge_target" rename constraint "currency_exposure_organisation_id_currency_unique" to "hedge_target_organisation_id_currency_unique";`,
    );
    this.addSql(
      `alter table "hedge_target" rename constraint "currency_exposure_organisation_id_foreign" to "hedge_target_organisation_id_foreign";`,
    );
    this.addSql(
      `alter table "hedge_target" rename constraint "currency_exposure_created_by_id_foreign" to "hedge_target_created_by_id_foreign";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "hedge_target" rename constraint "hedge_target_pkey" to "currency_exposure_pkey";`,
    );
    this.addSql(
      `alter table "hedge_target" rename constraint "hedge_target_organisation_id_currency_unique" to "currency_exposure_organisation_id_currency_unique";`,
    );
    this.addSql(
      `alter table "hedge_target" rename constraint "hedge_target_organisation_id_foreign" to "currency_exposure_organisation_id_foreign";`,
    );
    this.addSql(
      `alter table "hedge_target" rename constraint "hedge_target_created_by_id_foreign" to "currency_exposure_created_by_id_foreign";`,
    );
    this.addSql(`alter table "hedge_target" alter column "target_hedge_percent" drop not null;`);
    this.addSql(
      `alter table "hedge_target" add column "amount_minor" bigint not null default 0, add column "risk_level" text check ("risk_level" in ('Low', 'Medium', 'High')) not null default 'Low', add column "hedged_percent" numeric(7,2) not null default 0;`,
    );
    this.addSql(`alter table "hedge_target" rename to "currency_exposure";`);
    this.addSql(`alter table "organisation" drop column "margin_tolerance_percent";`);
    this.addSql(`drop table if exists "bill_payment" cascade;`);
    this.addSql(`drop table if exists "bill" cascade;`);
  }
}
