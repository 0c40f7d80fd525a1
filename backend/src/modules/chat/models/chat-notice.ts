import { model } from "@medusajs/framework/utils"

/** When the "a message is waiting" e-mail last went to one side of one conversation. */
export const ChatNotice = model
  .define("chat_notice", {
    id: model.id({ prefix: "chnote" }).primaryKey(),
    conversation_id: model.text(),
    recipient_id: model.text(),
    last_sent_at: model.dateTime(),
  })
  .indexes([{ on: ["conversation_id", "recipient_id"], unique: true }])
