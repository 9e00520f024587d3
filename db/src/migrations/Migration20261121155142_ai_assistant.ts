import { Migration } from '@mikro-orm/migrations';

export class Migration20261121155142_ai_assistant extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "chat_message" ("id" text not null, "organisation_id" text not null, "user_id" text not null, "conversation_key" text not null, "role" text check ("role" in ('user', 'assistant')) not null, "content" text not null, "status" text check ("status" in ('pending', 'answered', 'failed')) not null, "model" text null, "created_at" timestamptz not null, constraint "chat_message_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "chat_message_conversation_key_created_at_index" on "chat_message" ("conversation_key", "created_at");`,
    );

    this.addSql(
      `alter table "chat_message" add constraint "chat_message_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_message" add constraint "chat_message_user_id_foreign" foreign key ("user_id") references "user_profile" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "organisation" add column "ai_premium" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "chat_message" cascade;`);

    this.addSql(`alter table "organisation" drop column "ai_premium";`);
  }
}
