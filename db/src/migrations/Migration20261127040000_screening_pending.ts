import { Migration } from '@mikro-orm/migrations';

/**
 * Sanctions screening runs in the workers (issue 24 item 9): a supplier waits in `pending` from the moment
 * its screening is queued until a worker has screened it, and cannot be verified or paid meanwhile.
 */
export class Migration20261127040000_screening_pending extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "supplier" drop constraint if exists "supplier_screening_status_check";`);
    this.addSql(
      `alter table "supplier" add constraint "supplier_screening_status_check" check ("screening_status" in ('not_screened', 'pending', 'clear', 'hit', 'dismissed'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "supplier" set "screening_status" = 'not_screened' where "screening_status" = 'pending';`,
    );
    this.addSql(`alter table "supplier" drop constraint if exists "supplier_screening_status_check";`);
    this.addSql(
      `alter table "supplier" add constraint "supplier_screening_status_check" check ("screening_status" in ('not_screened', 'clear', 'hit', 'dismissed'));`,
    );
  }
}
