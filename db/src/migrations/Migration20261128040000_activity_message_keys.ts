import { Migration } from '@mikro-orm/migrations';

/**
 * Activities in the reader's language (issue 28 item 1): an activity may carry its text as a message key of
 * the web app's catalogue (`activities.messages.<key>`) with parameters, like a notification; `title` and
 * `description` stay as the English text for the API and for rows written before.
 */
export class Migration20261128040000_activity_message_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "activity" add column "message_key" text null, add column "params" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity" drop column "message_key", drop column "params";`);
  }
}
