import {
  DarajaError,
  DEFAULT_RESULT_MESSAGE,
  errorKind,
  isBeingProcessed,
  RESULT_MESSAGES,
  resultMessage,
  TOKEN_ERROR_CODES,
  type DarajaErrorKind,
} from "./daraja-errors"

export { DarajaError, DEFAULT_RESULT_MESSAGE, RESULT_MESSAGES, resultMessage, type DarajaErrorKind }

/**
 * The wire client of Safaricom's Daraja for M-Pesa Express (STK push and STK query), as
 * /work/shared/DARAJA.md describes it. It holds no state of its own but an in-flight token refresh:
 * the OAuth token lives in a TokenStore that every server process shares, because each new token
 * revokes the previous one.
 */
export type DarajaConfig = {
  baseUrl: string
  consumerKey: string
  consumerSecret: string
  shortcode: string
  passkey: string
  transactionType: "CustomerPayBillOnline" | "CustomerBuyGoodsOnline"
}

/** Where the one OAuth token is kept (`expiresAt` in epoch ms); shared by every process of the shop. */
export interface TokenStore {
  get(): Promise<{ token: string; expiresAt: number } | null>
  set(t: { token: string; expiresAt: number }): Promise<void>
}

export type DarajaLogger = { info(message: string): void; warn(message: string): void }

export type DarajaClientOptions = {
  /** The clock (epoch ms) for timestamps and token expiry; Date.now by default. */
  now?: () => number
  /** Per request; 15 s by default. */
  timeoutMs?: number
  /** Log lines carry masked phone numbers only. */
  logger?: DarajaLogger
}

export type StkPushInput = {
  /** Whole shillings, ≥ 1. */
  amount: number
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string
  /** ≤ 12 characters; shown in the prompt. */
  accountReference: string
  /** ≤ 13 characters. */
  description: string
  callbackUrl: string
}

export type StkQueryResult = { state: "pending" } | { state: "done"; resultCode: number; resultDesc: string }

export type StkCallback = {
  merchantRequestId: string
  checkoutRequestId: string
  resultCode: number
  resultDesc: string
  amount?: number
  receipt?: string
  phone?: string
  /** YYYYMMDDHHmmss (Nairobi time), as Daraja sends it. */
  transactionDate?: string
}

/** A token is renewed this long before it expires. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000
const DEFAULT_TIMEOUT_MS = 15_000
const PHONE = /^254[17]\d{8}$/

/** YYYYMMDDHHmmss in Nairobi time (UTC+3, no daylight saving), Daraja's Timestamp. */
export function darajaTimestamp(ms: number): string {
  return new Date(ms + 3 * 3600_000).toISOString().replace(/[-:T]/g, "").slice(0, 14)
}

/** Daraja's Password: base64(Shortcode + Passkey + Timestamp). */
export const stkPassword = (shortcode: string, passkey: string, timestamp: string) =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`).toString("base64")

/** A phone number for a log line: 2547*****149. */
export const maskPhone = (phone: string) => String(phone).replace(/^(\+?\d{4})\d+(\d{3})$/, "$1*****$2")

/** A TokenStore in this process's memory (tests, or a single process). */
export function createMemoryTokenStore(): TokenStore & { current: { token: string; expiresAt: number } | null } {
  const store = {
    current: null as { token: string; expiresAt: number } | null,
    get: async () => store.current,
    set: async (t: { token: string; expiresAt: number }) => {
      store.current = { ...t }
    },
  }
  return store
}

type Json = Record<string, unknown>
type Answer = { status: number; body: Json }

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === "string" ? value : "")

/** Daraja's error envelope {requestId, errorCode, errorMessage}, if the body is one. */
function envelopeOf(body: Json): { code: string; message: string } | null {
  return typeof body.errorCode === "string" ? { code: body.errorCode, message: text(body.errorMessage) } : null
}

export class DarajaClient {
  private readonly baseUrl: string
  private readonly fetch: typeof fetch
  private readonly now: () => number
  private readonly timeoutMs: number
  private readonly logger?: DarajaLogger
  private refreshing: Promise<string> | null = null

  constructor(
    private readonly config: DarajaConfig,
    private readonly tokens: TokenStore,
    fetchImpl?: typeof fetch,
    options: DarajaClientOptions = {}
  ) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, "")
    this.fetch = fetchImpl ?? ((input, init) => fetch(input, init))
    this.now = options.now ?? Date.now
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.logger = options.logger
  }

  /**
   * Sends the prompt to the phone. Resolves once Daraja accepted it (the result comes later, by
   * callback or query); throws a DarajaError otherwise. Invalid input is refused before anything is
   * sent (kind "badRequest"). Kind "server" means the outcome is unknown: a callback may still come.
   */
  async stkPush(input: StkPushInput): Promise<{ merchantRequestId: string; checkoutRequestId: string }> {
    const refused = checkPushInput(input)
    if (refused) throw new DarajaError("400.002.02", "badRequest", `Bad Request - Invalid ${refused} (not sent)`)
    const partyB = this.config.shortcode
    const answer = await this.post("/mpesa/stkpush/v1/processrequest", (timestamp) => ({
      BusinessShortCode: this.config.shortcode,
      Password: stkPassword(this.config.shortcode, this.config.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: this.config.transactionType,
      Amount: input.amount,
      PartyA: input.phone,
      PartyB: partyB,
      PhoneNumber: input.phone,
      CallBackURL: input.callbackUrl,
      AccountReference: input.accountReference,
      TransactionDesc: input.description,
    }))
    const who = `${maskPhone(input.phone)} for KES ${input.amount}`
    const { body, status } = answer
    if (status === 200 && text(body.ResponseCode) === "0" && text(body.CheckoutRequestID)) {
      const result = { merchantRequestId: text(body.MerchantRequestID), checkoutRequestId: text(body.CheckoutRequestID) }
      this.logger?.info(`M-Pesa STK push to ${who} accepted: ${result.checkoutRequestId}`)
      return result
    }
    const error = this.errorOf(answer, "STK push")
    this.logger?.warn(`M-Pesa STK push to ${who} refused (${error.kind}): ${error.code} ${error.message}`)
    throw error
  }

  /**
   * Asks Daraja how a push ended. "The transaction is being processed" (the prompt is still open) is
   * `pending`; a result is `done` with Daraja's ResultCode (sent as a string, returned as a number).
   */
  async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
    const answer = await this.post("/mpesa/stkpushquery/v1/query", (timestamp) => ({
      BusinessShortCode: this.config.shortcode,
      Password: stkPassword(this.config.shortcode, this.config.passkey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: checkoutRequestId,
    }))
    const { body, status } = answer
    const envelope = envelopeOf(body)
    if (envelope && isBeingProcessed(envelope.message)) return { state: "pending" }
    if (status === 200 && !envelope) {
      if (body.ResultCode === undefined || body.ResultCode === null || body.ResultCode === "") return { state: "pending" }
      const resultCode = Number(body.ResultCode)
      if (Number.isInteger(resultCode)) return { state: "done", resultCode, resultDesc: text(body.ResultDesc) }
    }
    throw this.errorOf(answer, "STK query")
  }

  private errorOf({ status, body }: Answer, what: string): DarajaError {
    const envelope = envelopeOf(body)
    if (envelope) return new DarajaError(envelope.code, errorKind(envelope.code, envelope.message, status), envelope.message, status)
    const description = text(body.ResponseDescription) || text(body.errorMessage) || `${what} answered ${status}`
    return new DarajaError(text(body.ResponseCode) || `http-${status}`, "server", description, status)
  }

  /** POSTs with the shared token; on a token error, takes a newer token once and sends again. */
  private async post(path: string, build: (timestamp: string) => Json): Promise<Answer> {
    let token = await this.accessToken()
    const first = await this.send(path, build(darajaTimestamp(this.now())), token)
    const envelope = envelopeOf(first.body)
    if (!envelope || !TOKEN_ERROR_CODES.has(envelope.code)) return first
    this.logger?.warn(`M-Pesa token refused (${envelope.code}); taking a newer one and retrying once`)
    token = await this.accessToken(token)
    const second = await this.send(path, build(darajaTimestamp(this.now())), token)
    const again = envelopeOf(second.body)
    if (again && TOKEN_ERROR_CODES.has(again.code)) throw new DarajaError(again.code, "auth", again.message, second.status)
    return second
  }

  /**
   * The stored token unless it expires within a minute or is the one Daraja just refused; otherwise a
   * newer one: the store's, if another process already replaced it, else a fresh one from OAuth.
   */
  private async accessToken(refused?: string): Promise<string> {
    const stored = await this.tokens.get()
    if (stored && stored.token !== refused && stored.expiresAt - TOKEN_REFRESH_MARGIN_MS > this.now()) return stored.token
    if (!this.refreshing) {
      this.refreshing = this.newToken().finally(() => {
        this.refreshing = null
      })
    }
    return this.refreshing
  }

  private async newToken(): Promise<string> {
    const basic = Buffer.from(`${this.config.consumerKey}:${this.config.consumerSecret}`).toString("base64")
    const { status, body } = await this.request(`${this.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      method: "GET",
      headers: { Authorization: `Basic ${basic}`, Accept: "application/json" },
    })
    const token = text(body.access_token)
    if (status !== 200 || !token) {
      const envelope = envelopeOf(body)
      const code = envelope?.code ?? `http-${status}`
      throw new DarajaError(code, status >= 500 ? "server" : "auth", envelope?.message || `OAuth answered ${status}`, status)
    }
    const seconds = Number(body.expires_in)
    const expiresAt = this.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3599) * 1000
    await this.tokens.set({ token, expiresAt })
    this.logger?.info("M-Pesa OAuth token renewed")
    return token
  }

  private send(path: string, body: Json, token: string): Promise<Answer> {
    return this.request(`${this.baseUrl}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    })
  }

  /** One HTTP exchange; no answer or an answer that is not a JSON object is a "server" error. */
  private async request(url: string, init: RequestInit): Promise<Answer> {
    let res: Response
    try {
      res = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) })
    } catch (error) {
      const timeout = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
      throw new DarajaError(timeout ? "timeout" : "network", "server", timeout ? "Daraja did not answer in time" : "Daraja could not be reached")
    }
    const raw = await res.text().catch(() => "")
    let body: unknown
    try {
      body = raw ? JSON.parse(raw) : {}
    } catch {
      body = null
    }
    if (!isObject(body)) {
      throw new DarajaError(`http-${res.status}`, res.status >= 500 || res.ok ? "server" : "badRequest", `Daraja answered ${res.status} without JSON`, res.status)
    }
    return { status: res.status, body }
  }
}

/** The first field of an STK push Daraja would refuse (by Daraja's name), or null. */
function checkPushInput(input: StkPushInput): string | null {
  if (!Number.isInteger(input.amount) || input.amount < 1) return "Amount"
  if (!PHONE.test(input.phone)) return "PhoneNumber"
  if (!input.accountReference || input.accountReference.length > 12) return "AccountReference"
  if (typeof input.description !== "string" || input.description.length > 13) return "TransactionDesc"
  try {
    if (!/^https?:$/.test(new URL(input.callbackUrl).protocol)) return "CallBackURL"
  } catch {
    return "CallBackURL"
  }
  return null
}

/**
 * Reads Daraja's STK callback {"Body":{"stkCallback":{MerchantRequestID, CheckoutRequestID, ResultCode,
 * ResultDesc, CallbackMetadata?}}}. Null for a body that is not one. Metadata values come as Daraja
 * sends them (Amount a decimal, TransactionDate and PhoneNumber numbers) and are returned as a number
 * and strings; an item without a Value (Balance) is skipped.
 */
export function parseStkCallback(body: unknown): StkCallback | null {
  if (!isObject(body) || !isObject(body.Body) || !isObject(body.Body.stkCallback)) return null
  const cb = body.Body.stkCallback
  const merchantRequestId = cb.MerchantRequestID
  const checkoutRequestId = cb.CheckoutRequestID
  const resultCode = typeof cb.ResultCode === "string" && /^\d+$/.test(cb.ResultCode) ? Number(cb.ResultCode) : cb.ResultCode
  if (typeof merchantRequestId !== "string" || typeof checkoutRequestId !== "string" || !checkoutRequestId) return null
  if (typeof resultCode !== "number" || !Number.isInteger(resultCode)) return null
  const parsed: StkCallback = { merchantRequestId, checkoutRequestId, resultCode, resultDesc: text(cb.ResultDesc) }
  const items = isObject(cb.CallbackMetadata) && Array.isArray(cb.CallbackMetadata.Item) ? cb.CallbackMetadata.Item : []
  for (const item of items) {
    if (!isObject(item) || typeof item.Name !== "string") continue
    const value = item.Value
    if (typeof value !== "number" && typeof value !== "string") continue
    switch (item.Name) {
      case "Amount": {
        const amount = Number(value)
        if (Number.isFinite(amount)) parsed.amount = amount
        break
      }
      case "MpesaReceiptNumber":
        parsed.receipt = String(value)
        break
      case "PhoneNumber":
        parsed.phone = typeof value === "number" ? value.toFixed(0) : value
        break
      case "TransactionDate":
        parsed.transactionDate = typeof value === "number" ? value.toFixed(0) : value
        break
    }
  }
  return parsed
}
