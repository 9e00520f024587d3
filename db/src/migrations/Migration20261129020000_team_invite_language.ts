import { Migration } from '@mikro-orm/migrations';

/**
 * The language an invitation's e-mail is written in, as the inviter chose it (issue 28 item 2); null for an
 * invitation made before the choice, written in the inviter's own language as it was then.
 */
export class Migration20261129020000_team_invite_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "team_invite" add column "language" text check ("language" in ('en', 'zh', 'es')) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "team_invite" drop column "language";`);
  }
}
