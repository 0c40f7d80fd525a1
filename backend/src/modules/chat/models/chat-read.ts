import { model } from "@medusajs/framework/utils"

/** How far one reader has read one conversation (the unread counts start after it). */
export const ChatRead = model
  .define("chat_read", {
    id: model.id({ prefix: "chread" }).primaryKey(),
    conversation_id: model.text(),
    reader_id: model.text(),
    last_read_at: model.dateTime(),
  })
  .indexes([{ on: ["conversation_id", "reader_id"], unique: true }])
