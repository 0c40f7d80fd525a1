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
  BAD_REQUEST: "Invalid request.",
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
