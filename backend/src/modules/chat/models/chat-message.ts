import { model } from "@medusajs/framework/utils"

/**
 * One support-chat message. A conversation is between one member or merchant and the admins
 * (the "support" side): `conversation_id` is that user's account id; `from_id` and `to_id` are
 * account ids or `support`.
 */
export const ChatMessage = model
  .define("chat_message", {
    id: model.id({ prefix: "chmsg" }).primaryKey(),
    conversation_id: model.text(),
    from_id: model.text(),
    to_id: model.text(),
    sender_name: model.text(),
    text: model.text(),
  })
  .indexes([{ on: ["conversation_id", "created_at"] }])
