import { Migration } from '@mikro-orm/migrations';

export class Migration20261121144858_payments_and_fx extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payment_request" ("id" text not null, "organisation_id" text not null, "created_by_id" text not null, "reference" text not null, "payer_name" text not null, "payer_email" text not null, "amount_minor" bigint not null, "currency" char(3) not null, "due_date" timestamptz null, "note" text null, "status" text check ("status" in ('open', 'paid', 'cancelled')) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "payment_request_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "payment_request" add constraint "payment_request_reference_unique" unique ("reference");`,
    );

    this.addSql(
      `create table "fx_trade" ("id" text not null, "organisation_id" text not null, "created_by_id" text not null, "kind" text check ("kind" in ('spot', 'forward')) not null, "side" text check ("side" in ('buy', 'sell')) not null, "currency" char(3) not null, "amount_minor" bigint not null, "usd_amount_minor" bigint not null, "rate" numeric(20,10) not null, "value_date" timestamptz not null, "status" text check ("status" in ('booked', 'settled')) not null, "quote_id" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "fx_trade_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "fx_trade" add constraint "fx_trade_quote_id_unique" unique ("quote_id");`);
    this.addSql(
      `create index "fx_trade_organisation_id_currency_status_index" on "fx_trade" ("organisation_id", "currency", "status");`,
    );

    this.addSql(
      `alter table "payment_request" add constraint "payment_request_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "payment_request" add constraint "payment_request_created_by_id_foreign" foreign key ("created_by_id") references "user_profile" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "fx_trade" add constraint "fx_trade_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "fx_trade" add constraint "fx_trade_created_by_id_foreign" foreign key ("created_by_id") references "user_profile" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "organisation" add column "payment_approval_threshold_minor" bigint not null default 1000000;`,
    );

    this.addSql(
      `alter table "payment" add column "approval_status" text check ("approval_status" in ('not_required', 'awaiting', 'approved', 'rejected')) not null default 'not_required', add column "approval_reasons" text[] not null default '{}', add column "approved_by_id" text null, add column "approved_at" timestamptz null, add column "fee_minor" bigint null, add column "fx_rate" numeric(20,10) null, add column "base_amount_minor" bigint null, add column "idempotency_key" text null, add column "submitted_at" timestamptz null, add column "settled_at" timestamptz null, add column "failure_reason" text null, add column "events" jsonb not null default '[]';`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_approved_by_id_foreign" foreign key ("approved_by_id") references "user_profile" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_idempotency_key_unique" unique ("idempotency_key");`,
    );

    this.addSql(`alter table "currency_exposure" add column "target_hedge_percent" numeric(7,2) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_request" cascade;`);

    this.addSql(`drop table if exists "fx_trade" cascade;`);

    this.addSql(`alter table "payment" drop constraint "payment_approved_by_id_foreign";`);

    this.addSql(`alter table "currency_exposure" drop column "target_hedge_percent";`);

    this.addSql(`alter table "organisation" drop column "payment_approval_threshold_minor";`);

    this.addSql(`alter table "payment" drop constraint "payment_idempotency_key_unique";`);
    this.addSql(
      `alter table "payment" drop column "approval_status", drop column "approval_reasons", drop column "approved_by_id", drop column "approved_at", drop column "fee_minor", drop column "fx_rate", drop column "base_amount_minor", drop column "idempotency_key", drop column "submitted_at", drop column "settled_at", drop column "failure_reason", drop column "events";`,
    );
  }
}
