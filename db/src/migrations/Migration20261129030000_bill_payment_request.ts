import { Migration } from '@mikro-orm/migrations';

/**
 * A bill remembers the payment request it was recorded from (issue 25 item 1, "from a payment request"), one
 * bill per request and organisation, so paying it can mark the request paid. Bills recorded from a request
 * before this carry its reference (a `PR-` reference is unique across TradeHub and the request belongs to
 * another organisation): they are linked to it, the earliest one where an organisation holds two.
 */
export class Migration20261129030000_bill_payment_request extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "bill" add column "payment_request_id" text null;`);
    this.addSql(
      `alter table "bill" add constraint "bill_payment_request_id_foreign" foreign key ("payment_request_id") references "payment_request" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "bill" add constraint "bill_organisation_id_payment_request_id_unique" unique ("organisation_id", "payment_request_id");`,
    );
    this.addSql(
      `update "bill" b set "payment_request_id" = first."request_id"
         from (select distinct on (b2."organisation_id", r."id") b2."id" as "bill_id", r."id" as "request_id"
                 from "bill" b2
                 join "payment_request" r on r."reference" = b2."reference" and r."organisation_id" <> b2."organisation_id"
                order by b2."organisation_id", r."id", b2."created_at", b2."id") first
        where b."id" = first."bill_id";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "bill" drop constraint "bill_organisation_id_payment_request_id_unique";`);
    this.addSql(`alter table "bill" drop constraint "bill_payment_request_id_foreign";`);
    this.addSql(`alter table "bill" drop column "payment_request_id";`);
  }
}
