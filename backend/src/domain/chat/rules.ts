/** The support chat's limits and texts (issue 12). */
export const SUPPORT_ID = "support"
export const SUPPORT_NAME = "Support"
export const MAX_MESSAGE_LENGTH = 2000
export const MESSAGES_PER_WINDOW = 10
export const MESSAGE_WINDOW_SECONDS = 10
export const HISTORY_PAGE_SIZE = 200
export const NOTICE_WINDOW_MINUTES = 30

export const ChatErrors = {
  EMPTY: "Please type message.",
  TOO_LONG: `Message may not be longer than ${MAX_MESSAGE_LENGTH} characters.`,
  TOO_FAST: "You are sending messages too fast. Please wait a few seconds.",
  ONLY_SUPPORT: "You can only write to support.",
  UNKNOWN_USER: "This user cannot receive messages.",
  ACCOUNT_CHANGED: "Your account has changed. Please try again.",
} as const

/** The trimmed text, or the error to send back. */
export function checkText(text: unknown): { text: string } | { error: string } {
  const trimmed = typeof text === "string" ? text.trim() : ""
  if (!trimmed) return { error: ChatErrors.EMPTY }
  if (trimmed.length > MAX_MESSAGE_LENGTH) return { error: ChatErrors.TOO_LONG }
  return { text: trimmed }
}

/** An id sent by a client: a short string or nothing. */
export function optionalId(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 && value.length <= 100 ? value : undefined
}

/** An admin who names no conversation gets the latest messages of each of the most recently active ones. */
export const OVERVIEW_CONVERSATIONS = 100
export const OVERVIEW_MESSAGES_PER_CONVERSATION = 50

/** The room every socket of an account joins: disconnecting it ends the account's chat on every server. */
export const accountRoom = (accountId: string) => `user:${accountId}`

/**
 * Where a process that holds chat sockets (src/server/chat) registers them in the Medusa container,
 * for subscribers that end an account's chat without Redis (one process holds every socket then).
 */
export const CHAT_SOCKETS = "shopChatSockets"
export type ChatSockets = { disconnect(accountIds: string[]): void }
