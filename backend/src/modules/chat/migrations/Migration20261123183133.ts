import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123183133 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "chat_read" drop constraint if exists "chat_read_conversation_id_reader_id_unique";`);
    this.addSql(`alter table if exists "chat_notice" drop constraint if exists "chat_notice_conversation_id_recipient_id_unique";`);
    this.addSql(`create table if not exists "chat_message" ("id" text not null, "conversation_id" text not null, "from_id" text not null, "to_id" text not null, "sender_name" text not null, "text" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "chat_message_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_chat_message_deleted_at" ON "chat_message" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_chat_message_conversation_id_created_at" ON "chat_message" ("conversation_id", "created_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "chat_notice" ("id" text not null, "conversation_id" text not null, "recipient_id" text not null, "last_sent_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "chat_notice_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_chat_notice_deleted_at" ON "chat_notice" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_chat_notice_conversation_id_recipient_id_unique" ON "chat_notice" ("conversation_id", "recipient_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "chat_read" ("id" text not null, "conversation_id" text not null, "reader_id" text not null, "last_read_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "chat_read_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_chat_read_deleted_at" ON "chat_read" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_chat_read_conversation_id_reader_id_unique" ON "chat_read" ("conversation_id", "reader_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "chat_message" cascade;`);

    this.addSql(`drop table if exists "chat_notice" cascade;`);

    this.addSql(`drop table if exists "chat_read" cascade;`);
  }

}
