import { Migration } from '@mikro-orm/migrations';

/** Account Settings → Appearance (issue 18): existing accounts follow their device's setting. */
export class Migration20261124070000_color_scheme extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "user_profile" add column "color_scheme" text check ("color_scheme" in ('system', 'light', 'dark')) not null default 'system';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "user_profile" drop column "color_scheme";`);
  }
}
