/**
 * What went wrong when talking to Daraja, by what the caller can do about it:
 * - `subscriberLocked`: a prompt is still open on that phone ("Unable to lock subscriber"); wait ≥ 1 min.
 * - `busy`: rate limited or "System is busy" (500.003.02 / 500.003.03); try again later.
 * - `badRequest`: a field Daraja refused (400.002.02 "Bad Request - Invalid …"), or one the client refused
 *   before sending it; nothing was sent to the phone.
 * - `auth`: our credentials or configuration (OAuth refused, a token refused twice, "Wrong credentials",
 *   "Merchant does not exist").
 * - `duplicate`: B2C "Duplicate OriginatorConversationID." (500.002.1001): that payment was already requested.
 * - `server`: anything else (a 5xx, no JSON, a network error, a timeout). The outcome is **unknown**: the
 *   push may have been processed (Daraja can answer 500 for a request it carried out), so a callback may
 *   still come.
 */
export type DarajaErrorKind = "subscriberLocked" | "busy" | "badRequest" | "auth" | "duplicate" | "server"

export class DarajaError extends Error {
  readonly name = "DarajaError"

  constructor(
    /** Daraja's errorCode (e.g. "500.001.1001"), or "network" / "timeout" / "http-<status>" when it sent none. */
    readonly code: string,
    readonly kind: DarajaErrorKind,
    message: string,
    /** The HTTP status of Daraja's answer; 0 when there was none. */
    readonly status = 0
  ) {
    super(message)
  }
}

/** Daraja's answer when a token is expired, revoked (a newer one was issued) or unknown. */
export const TOKEN_ERROR_CODES = new Set(["404.001.03", "400.003.01"])

/** The kind of a Daraja error envelope {errorCode, errorMessage}. */
export function errorKind(code: string, message: string, status: number): DarajaErrorKind {
  if (/unable to lock subscriber/i.test(message)) return "subscriberLocked"
  if (/duplicate originatorconversationid/i.test(message)) return "duplicate"
  if (TOKEN_ERROR_CODES.has(code) || /^(400\.008\.|404\.001\.04)/.test(code)) return "auth"
  if (/wrong credentials|merchant does not exist/i.test(message)) return "auth"
  if (code === "500.003.02" || code === "500.003.03" || /spike arrest|system is busy|quota/i.test(message)) return "busy"
  if (code.startsWith("400.002.") || (status >= 400 && status < 500 && !code.startsWith("404."))) return "badRequest"
  return "server"
}

/** The prompt is still open: an STK query's "error" that means pending (DARAJA.md: STK Query). */
export const isBeingProcessed = (message: string) => /the transaction is being processed/i.test(message)

export const DEFAULT_RESULT_MESSAGE = "M-Pesa could not complete the payment"

/** A failed callback's or query's ResultCode in plain words, for the shopper (0 is paid: not here). */
export const RESULT_MESSAGES: Record<number, string> = {
  1: "Your M-Pesa balance was not enough",
  17: "M-Pesa refused a repeat of the same payment so soon; please wait two minutes and try again",
  1019: "The payment request expired",
  1032: "You cancelled the payment on your phone",
  1037: "Your phone could not be reached",
  2001: "The M-Pesa PIN was wrong",
}

export const resultMessage = (code: number | null | undefined) =>
  (code !== null && code !== undefined && RESULT_MESSAGES[code]) || DEFAULT_RESULT_MESSAGE
