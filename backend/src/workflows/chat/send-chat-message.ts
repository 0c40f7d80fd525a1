import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { CHAT_MODULE, type ChatModuleService } from "../../modules/chat"

type Input = {
  conversationId: string
  fromId: string
  toId: string
  senderName: string
  text: string
  /** The recipient has no socket open: tell them by e-mail (throttled by the subscriber). */
  recipientOffline: boolean
}

const createChatMessageStep = createStep(
  "create-chat-message",
  async (input: Input, { container }) => {
    const chat = container.resolve<ChatModuleService>(CHAT_MODULE)
    const message = await chat.createChatMessages({
      conversation_id: input.conversationId,
      from_id: input.fromId,
      to_id: input.toId,
      sender_name: input.senderName,
      text: input.text,
    })
    return new StepResponse(message, message.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ChatModuleService>(CHAT_MODULE).deleteChatMessages(id)
  }
)

/** Stores one support-chat message; an offline recipient is announced for the "message waiting" e-mail. */
export const sendChatMessageWorkflow = createWorkflow("send-chat-message", (input: Input) => {
  const message = createChatMessageStep(input)
  when({ input }, ({ input }) => input.recipientOffline).then(() => {
    emitEventStep({
      eventName: ShopEvents.CHAT_MESSAGE_WAITING,
      data: transform({ input }, ({ input }) => ({
        conversationId: input.conversationId,
        recipientId: input.toId,
        senderName: input.senderName,
      })),
    })
  })
  return new WorkflowResponse(message)
})
