import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { findPeople } from "../queries/chat/people"
import { NOTICE_WINDOW_MINUTES, SUPPORT_ID } from "../domain/chat/rules"
import { sendEmail } from "../emails/send-email"
import { chatMessageWaitingEmail } from "../emails/templates"
import { ShopEvents } from "../domain/events"
import { CHAT_MODULE, type ChatModuleService } from "../modules/chat"

type MessageWaiting = { conversationId: string; recipientId: string; senderName: string }

/** An offline recipient hears of a waiting message by e-mail, at most once per conversation per window. */
export default async function chatEmails({ event, container }: SubscriberArgs<MessageWaiting>) {
  const { conversationId, recipientId, senderName } = event.data
  const chat = container.resolve<ChatModuleService>(CHAT_MODULE)
  if (!(await chat.claimNotice(conversationId, recipientId, NOTICE_WINDOW_MINUTES))) return
  const filter = recipientId === SUPPORT_ID ? { role: "ROLE_ADMIN" as const } : { id: [recipientId] }
  const people = await findPeople(container, filter)
  for (const person of people.values()) {
    await sendEmail(container, person.email, "chat-message-waiting", chatMessageWaitingEmail(person.name, senderName))
  }
}

export const config: SubscriberConfig = { event: ShopEvents.CHAT_MESSAGE_WAITING }
