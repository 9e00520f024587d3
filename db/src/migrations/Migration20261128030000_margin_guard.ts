import { Migration } from '@mikro-orm/migrations';

/**
 * The margin guard (issue 25 item 5): a notification may carry its text as a message key with parameters,
 * rendered in the reader's language (title and message stay as the English text for every other reader),
 * and a link into the app (the hedge of the bill it is about).
 */
export class Migration20261128030000_margin_guard extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "notification" add column "message_key" text null, add column "params" jsonb null, add column "link" text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "notification" drop column "message_key", drop column "params", drop column "link";`,
    );
  }
}
