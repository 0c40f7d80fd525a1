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
  /** The B2C account (payouts, refunds): needed by b2cPayment and transactionStatus only. */
  b2c?: B2cConfig
}

export type B2cConfig = {
  /** PartyA: the B2C shortcode. */
  shortcode: string
  initiator: string
  /** The initiator's password encrypted with Safaricom's certificate (reusable across requests). */
  securityCredential: string
}

export type B2cPaymentInput = {
  /** Our unique id for this payment (the payout's id): Daraja refuses a repeat, so a retry cannot pay twice. */
  originatorConversationId: string
  /** Whole shillings, 10–250 000. */
  amount: number
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string
  /** 2–100 characters. */
  remarks: string
  occasion?: string
  resultUrl: string
  queueTimeoutUrl: string
  commandId?: "BusinessPayment" | "SalaryPayment" | "PromotionPayment"
}

export type B2cAck = { conversationId: string; originatorConversationId: string }

export type TransactionStatusInput = {
  /** The payment's OriginatorConversationID (ours), or its receipt. */
  originalConversationId?: string
  transactionId?: string
  resultUrl: string
  queueTimeoutUrl: string
  remarks: string
  /** Echoed in the result's ReferenceData: the shop puts its payout id here. */
  occasion?: string
  /** The shortcode the transaction went through: the B2C shortcode (default), or the paybill/till of an STK payment's receipt. */
  partyA?: string
}

/** A B2C result, or a Transaction Status result, as posted to the ResultURL (parameters by Key). */
export type B2cResult = {
  originatorConversationId: string
  conversationId: string
  transactionId: string
  resultCode: number | string
  resultDesc: string
  /** ResultParameters by Key (values as Daraja sent them). */
  parameters: Record<string, string | number>
  /** ReferenceData items by Key (QueueTimeoutURL, Occasion). */
  reference: Record<string, string>
  /** The B2C result's TransactionAmount, or the status result's Amount. */
  amount?: number
  /** TransactionReceipt, or the status result's ReceiptNo. */
  receipt?: string
  /** The receiver's MSISDN, from ReceiverPartyPublicName / CreditPartyName ("2547… - NAME"). */
  receiverPhone?: string
  /** B2CUtilityAccountAvailableFunds (Kes.). */
  utilityFunds?: number
  /** Transaction Status only: "Completed", "Failed"… */
  transactionStatus?: string
}

/** B2C limits per transaction (DARAJA.md: B2C FAQ). */
export const B2C_MIN_AMOUNT = 10
export const B2C_MAX_AMOUNT = 250_000

/** Where the one OAuth token is kept (`expiresAt` in epoch ms); shared by every process of the shop. */
export interface TokenStore {
  get(): Promise<{ token: string; expiresAt: number } | null>
  set(t: { token: string; expiresAt: number }): Promise<void>
}

export type DarajaLogger = { debug(message: string): void; info(message: string): void; warn(message: string): void }

export type DarajaClientOptions = {
  /** The clock (epoch ms) for timestamps and token expiry; Date.now by default. */
  now?: () => number
  /** Per request; 15 s by default. */
  timeoutMs?: number
  /** Log lines carry masked phone numbers only; Daraja's request ids (a forged callback needs them) only at debug. */
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
      this.logger?.info(`M-Pesa STK push to ${who} accepted`)
      this.logger?.debug(`M-Pesa STK push to ${who} accepted: ${result.checkoutRequestId}`)
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

  /**
   * B2C v3 payment request. Resolves with Daraja's acknowledgement; the result comes later to
   * `resultUrl` (or a queue timeout to `queueTimeoutUrl`). A repeated OriginatorConversationID is
   * refused by Daraja (kind "duplicate": that payment was already requested). Kind "server": the
   * outcome is unknown (ask Transaction Status).
   */
  async b2cPayment(input: B2cPaymentInput): Promise<B2cAck> {
    const b2c = this.b2cConfig()
    const refused = checkB2cInput(input)
    if (refused) throw new DarajaError("400.002.02", "badRequest", `Bad Request - Invalid ${refused} (not sent)`)
    const answer = await this.post("/mpesa/b2c/v3/paymentrequest", () => ({
      OriginatorConversationID: input.originatorConversationId,
      InitiatorName: b2c.initiator,
      SecurityCredential: b2c.securityCredential,
      CommandID: input.commandId ?? "BusinessPayment",
      Amount: input.amount,
      PartyA: b2c.shortcode,
      PartyB: input.phone,
      Remarks: input.remarks,
      QueueTimeOutURL: input.queueTimeoutUrl,
      ResultURL: input.resultUrl,
      ...(input.occasion ? { Occassion: input.occasion } : {}),
    }))
    const who = `${maskPhone(input.phone)} for KES ${input.amount} (${input.originatorConversationId})`
    const ack = this.ackOf(answer)
    if (ack) {
      this.logger?.info(`M-Pesa B2C to ${who} accepted`)
      this.logger?.debug(`M-Pesa B2C to ${who} accepted: ${ack.conversationId}`)
      return ack
    }
    const error = this.errorOf(answer, "B2C payment")
    this.logger?.warn(`M-Pesa B2C to ${who} refused (${error.kind}): ${error.code} ${error.message}`)
    throw error
  }

  /** Transaction Status query (async: the result is posted to `resultUrl`). */
  async transactionStatus(input: TransactionStatusInput): Promise<B2cAck> {
    const b2c = this.b2cConfig()
    if (!input.originalConversationId && !input.transactionId) {
      throw new DarajaError("400.002.02", "badRequest", "Bad Request - Invalid TransactionID (not sent)")
    }
    const answer = await this.post("/mpesa/transactionstatus/v1/query", () => ({
      Initiator: b2c.initiator,
      SecurityCredential: b2c.securityCredential,
      CommandID: "TransactionStatusQuery",
      ...(input.transactionId ? { TransactionID: input.transactionId } : { OriginalConversationID: input.originalConversationId }),
      PartyA: input.partyA ?? b2c.shortcode,
      IdentifierType: "4",
      ResultURL: input.resultUrl,
      QueueTimeOutURL: input.queueTimeoutUrl,
      Remarks: input.remarks,
      Occasion: input.occasion ?? "",
    }))
    const ack = this.ackOf(answer)
    if (ack) return ack
    throw this.errorOf(answer, "Transaction status")
  }

  private b2cConfig(): B2cConfig {
    if (!this.config.b2c) throw new DarajaError("b2c-not-configured", "auth", "M-Pesa B2C is not configured")
    return this.config.b2c
  }

  private ackOf({ status, body }: Answer): B2cAck | null {
    if (status !== 200 || text(body.ResponseCode) !== "0" || envelopeOf(body)) return null
    return { conversationId: text(body.ConversationID), originatorConversationId: text(body.OriginatorConversationID) }
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

/** The first field of a B2C payment Daraja would refuse (by Daraja's name), or null. */
function checkB2cInput(input: B2cPaymentInput): string | null {
  if (!input.originatorConversationId || input.originatorConversationId.length > 100) return "OriginatorConversationID"
  if (!Number.isInteger(input.amount) || input.amount < B2C_MIN_AMOUNT || input.amount > B2C_MAX_AMOUNT) return "Amount"
  if (!PHONE.test(input.phone)) return "PartyB"
  if (typeof input.remarks !== "string" || input.remarks.length < 2 || input.remarks.length > 100) return "Remarks"
  if (input.occasion !== undefined && input.occasion.length > 100) return "Occassion"
  for (const [field, url] of [["ResultURL", input.resultUrl], ["QueueTimeOutURL", input.queueTimeoutUrl]] as const) {
    try {
      if (!/^https?:$/.test(new URL(url).protocol)) return field
    } catch {
      return field
    }
  }
  return null
}

const keyed = (list: unknown): Record<string, string | number> => {
  const items = Array.isArray(list) ? list : isObject(list) ? [list] : []
  const out: Record<string, string | number> = {}
  for (const item of items) {
    if (isObject(item) && typeof item.Key === "string" && (typeof item.Value === "string" || typeof item.Value === "number")) out[item.Key] = item.Value
  }
  return out
}

/**
 * Reads a B2C or Transaction Status result {"Result":{ResultType, ResultCode, ResultDesc,
 * OriginatorConversationID, ConversationID, TransactionID, ResultParameters?, ReferenceData?}}. Null for
 * a body that is not one. ResultParameter and ReferenceItem may be one object or a list.
 */
export function parseB2cResult(body: unknown): B2cResult | null {
  if (!isObject(body) || !isObject(body.Result)) return null
  const r = body.Result
  const code = typeof r.ResultCode === "string" && /^\d+$/.test(r.ResultCode) ? Number(r.ResultCode) : r.ResultCode
  if ((typeof code !== "number" || !Number.isInteger(code)) && (typeof code !== "string" || !code)) return null
  const originatorConversationId = text(r.OriginatorConversationID)
  if (!originatorConversationId) return null
  const parameters = isObject(r.ResultParameters) ? keyed(r.ResultParameters.ResultParameter) : {}
  const reference = Object.fromEntries(
    Object.entries(isObject(r.ReferenceData) ? keyed(r.ReferenceData.ReferenceItem) : {}).map(([key, value]) => [key, String(value)])
  )
  const result: B2cResult = {
    originatorConversationId,
    conversationId: text(r.ConversationID),
    transactionId: text(r.TransactionID),
    resultCode: code,
    resultDesc: text(r.ResultDesc),
    parameters,
    reference,
  }
  const amount = Number(parameters.TransactionAmount ?? parameters.Amount)
  if ((parameters.TransactionAmount ?? parameters.Amount) !== undefined && Number.isFinite(amount)) result.amount = amount
  const receipt = parameters.TransactionReceipt ?? parameters.ReceiptNo
  if (receipt !== undefined && receipt !== "") result.receipt = String(receipt)
  const receiver = /^\s*(\d{12})\b/.exec(String(parameters.ReceiverPartyPublicName ?? parameters.CreditPartyName ?? ""))
  if (receiver) result.receiverPhone = receiver[1]
  const utility = Number(parameters.B2CUtilityAccountAvailableFunds)
  if (parameters.B2CUtilityAccountAvailableFunds !== undefined && Number.isFinite(utility)) result.utilityFunds = utility
  if (parameters.TransactionStatus !== undefined) result.transactionStatus = String(parameters.TransactionStatus)
  return result
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
