#!/usr/bin/env node
// A local stand-in for Safaricom's Daraja (M-Pesa Express) on loopback, for the tests and for
// `npm run dev`. It speaks Daraja's wire format as /work/shared/DARAJA.md describes it: OAuth with
// Basic auth (a new token revokes the previous one), the STK push with its password and field checks
// and Daraja's error envelopes {requestId, errorCode, errorMessage}, the STK query ("The transaction is
// being processed" until the prompt is resolved) and the callback POST to the CallBackURL.
//
// What happens on the "phone" is scripted per phone number through a control API under /__sim/
// (JSON): the result code, how long the prompt stays open, a duplicate, late or missing callback, a
// revoked token, a 500 that hides a processed push. Time is the simulator's own clock: it moves only
// when told (POST /__sim/clock {advanceMs}), or with the wall clock when started with --clock real.
// Callbacks are sent when the clock passes their time, before the clock call answers.
//
// B2C v3 (POST /mpesa/b2c/v3/paymentrequest) and Transaction Status (POST
// /mpesa/transactionstatus/v1/query) are asynchronous: an acknowledgement now, the Result POSTed to the
// ResultURL when the clock passes its time (or a QueueTimeOutURL post, or nothing, as scripted per
// receiving phone through POST /__sim/b2c/scenario). A repeated OriginatorConversationID is refused as
// Daraja refuses it; the B2C utility account has a balance that payments draw down.
//
//   node scripts/daraja-simulator.mjs --port 0 [--clock real|manual] [--json] [--exit-with-stdin]
//        [--consumer-key K] [--consumer-secret S] [--shortcode 174379] [--passkey P]
//        [--b2c-shortcode 600997] [--initiator testapi] [--security-credential C] [--utility-balance 1000000]
import crypto from "node:crypto"
import http from "node:http"
import { pathToFileURL } from "node:url"

/** Safaricom's public sandbox shortcode and passkey (DARAJA.md: Sandbox constants). */
export const SANDBOX_SHORTCODE = "174379"
export const SANDBOX_PASSKEY = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919"
export const DEFAULT_CONSUMER_KEY = "duka-sim-consumer-key"
export const DEFAULT_CONSUMER_SECRET = "duka-sim-consumer-secret"
/** DARAJA.md's B2C sandbox samples (PartyA 600997, InitiatorName testapi); the credential is the simulator's own. */
export const SANDBOX_B2C_SHORTCODE = "600997"
export const DEFAULT_INITIATOR = "testapi"
export const DEFAULT_SECURITY_CREDENTIAL = "duka-sim-security-credential"
export const DEFAULT_UTILITY_BALANCE = 1_000_000
const B2C_MIN = 10

/** ResultDesc texts of B2C results (DARAJA.md: B2C result codes). */
export const B2C_RESULT_DESCS = {
  0: "The service request is processed successfully.",
  1: "The balance is insufficient for the transaction.",
  2: "Declined due to limit rule: less than the minimum transaction amount.",
  3: "Declined due to limit rule: greater than the maximum transaction amount.",
  2001: "The initiator information is invalid.",
  2040: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  8006: "The security credential is locked.",
}
const DEFAULT_B2C_SCENARIO = { resultCode: 0, delayMs: 3_000 }
const B2C_SCENARIO_FIELDS = new Set([
  "resultCode",
  "resultDesc",
  "delayMs",
  "result",
  "timeout",
  "duplicate",
  "resultAmount",
  "receiverPhone",
  "statusDelayMs",
  // An interim failure: a failed Result (this code) is posted first, the real one lateMs later.
  "interimResultCode",
  "lateMs",
  // What Transaction Status says of the carried-out payment, if not the truth ("Failed": a stale or lying answer; "Pending").
  "statusSays",
])

const TOKEN_LIFETIME_S = 3599
const MAX_AMOUNT = 250_000
const LOCKED = "Unable to lock subscriber, a transaction is already in process for the current subscriber"

/** ResultDesc texts of the STK callback (DARAJA.md: Result codes). */
export const RESULT_DESCS = {
  0: "The service request is processed successfully.",
  1: "The balance is insufficient for the transaction.",
  3: "Declined due to limit rule: greater than the maximum transaction amount.",
  17: "Rule limited.",
  1019: "Transaction has expired.",
  1025: "An error occurred while sending a push request.",
  1032: "Request cancelled by user",
  1037: "DS timeout user cannot be reached.",
  2001: "The initiator information is invalid.",
}

/** What a phone does when nobody scripted it: pays after five seconds. */
const DEFAULT_SCENARIO = { resultCode: 0, delayMs: 5_000 }
const SCENARIO_FIELDS = new Set([
  "resultCode",
  "resultDesc",
  "delayMs",
  "lateMs",
  "duplicate",
  "callback",
  "queryResultCode",
  "callbackAmount",
  "callbackPhone",
])

const PHONE = /^254[17]\d{8}$/
const SHORTCODE = /^\d{5,7}$/
const TIMESTAMP = /^\d{14}$/
/**
 * Safaricom refuses M-PESA/mpesa/Safaricom (and exe, cmd, sql, query) in C2B URLs; the simulator refuses
 * the first three in a CallBackURL's path (the short ones could turn up by chance in a random secret).
 */
const FORBIDDEN_URL_WORDS = /m-?pesa|safaricom/i

const digits = (n) => Array.from({ length: n }, () => crypto.randomInt(10)).join("")
const requestId = () => `${digits(5)}-${digits(8)}-1`
const receiptNumber = () => {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
  return "S" + Array.from({ length: 9 }, () => chars[crypto.randomInt(chars.length)]).join("")
}

/** YYYYMMDDHHmmss in Nairobi time (UTC+3, no daylight saving), as Daraja writes dates. */
export function darajaTimestamp(ms) {
  return new Date(ms + 3 * 3600_000).toISOString().replace(/[-:T]/g, "").slice(0, 14)
}

export const stkPassword = (shortcode, passkey, timestamp) =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`).toString("base64")

/** The phone with its middle digits hidden, for the log. */
const mask = (phone) => String(phone).replace(/^(\d{4})\d+(\d{3})$/, "$1*****$2")

class Reply {
  constructor(status, body) {
    this.status = status
    this.body = body
  }
}
const envelope = (status, errorCode, errorMessage, id = requestId()) => new Reply(status, { requestId: id, errorCode, errorMessage })
const badRequest = (field) => envelope(400, "400.002.02", `Bad Request - Invalid ${field}`)

function readScenario(input) {
  if (!input || typeof input !== "object") throw new Error("a scenario is an object")
  const scenario = {}
  for (const [key, value] of Object.entries(input)) {
    if (key === "phone") continue
    if (!SCENARIO_FIELDS.has(key)) throw new Error(`unknown scenario field ${key}`)
    scenario[key] = value
  }
  if (scenario.resultCode !== undefined && !Number.isInteger(scenario.resultCode)) throw new Error("resultCode is an integer")
  for (const key of ["delayMs", "lateMs"]) {
    if (scenario[key] !== undefined && !(Number.isFinite(scenario[key]) && scenario[key] >= 0)) throw new Error(`${key} is ≥ 0`)
  }
  return scenario
}

/**
 * Starts the simulator on 127.0.0.1. `clock: "manual"` (the default) moves time only through the
 * control API; `clock: "real"` also follows the wall clock. Resolves to {url, port, credentials, sim,
 * close}; `sim` is the same state the control API reads and changes.
 */
export async function startDarajaSimulator(options = {}) {
  const credentials = {
    consumerKey: options.consumerKey ?? DEFAULT_CONSUMER_KEY,
    consumerSecret: options.consumerSecret ?? DEFAULT_CONSUMER_SECRET,
    shortcode: options.shortcode ?? SANDBOX_SHORTCODE,
    passkey: options.passkey ?? SANDBOX_PASSKEY,
  }
  const b2cCredentials = {
    b2cShortcode: options.b2cShortcode ?? SANDBOX_B2C_SHORTCODE,
    initiator: options.initiator ?? DEFAULT_INITIATOR,
    securityCredential: options.securityCredential ?? DEFAULT_SECURITY_CREDENTIAL,
  }
  const log = options.log ?? (() => {})
  const sim = {
    now: options.startMs ?? Date.now(),
    /** In-process tests only: awaited with (path, body) before an API call is answered. */
    beforeApiCall: null,
    /** The one valid token (a new one revokes it) and when it expires on the simulator's clock. */
    token: null,
    scenarios: new Map(),
    /** Faults for the next pushes, in order: "processed500" | "unprocessed500" | "busy". */
    pushFaults: [],
    transactions: [],
    requests: [],
    seq: 0,
    /** B2C payments by OriginatorConversationID, Transaction Status queries, and their scripts per phone. */
    b2c: [],
    statusQueries: [],
    b2cScenarios: new Map(),
    /** Faults for the next B2C requests, in order: "processed500" (carried out, answered 500) | "unprocessed500" | "busy" (refused before anything is checked). */
    b2cFaults: [],
    /** The B2C utility account's balance in whole shillings. */
    utility: options.utilityBalance ?? DEFAULT_UTILITY_BALANCE,
  }

  const record = (req, body, reply) => {
    sim.requests.push({
      seq: ++sim.seq,
      at: sim.now,
      method: req.method,
      path: req.url,
      authorization: req.headers.authorization ?? null,
      contentType: req.headers["content-type"] ?? null,
      body,
      status: reply.status,
      reply: reply.body,
    })
  }

  const scenarioFor = (phone) => {
    const list = sim.scenarios.get(phone) ?? sim.scenarios.get("*")
    if (!list || !list.length) return { ...DEFAULT_SCENARIO }
    // A sequence is used one push at a time; its last entry stays for every later push.
    const scenario = list.length > 1 ? list.shift() : list[0]
    return { ...DEFAULT_SCENARIO, ...scenario }
  }

  const openPrompt = (phone) => sim.transactions.find((tx) => tx.phone === phone && sim.now < tx.resolvesAt)

  /** The bearer token check every API call makes. Null when the token is the current one. */
  const checkBearer = (req) => {
    const auth = req.headers.authorization ?? ""
    const match = /^Bearer\s+(\S+)$/.exec(auth)
    if (!match) return envelope(404, "404.001.04", "Invalid Authentication Header")
    if (!sim.token || match[1] !== sim.token.value || sim.now >= sim.token.expiresAt) {
      return envelope(404, "404.001.03", "Invalid Access Token")
    }
    return null
  }

  const checkPassword = (body) => {
    if (typeof body.BusinessShortCode !== "string" && typeof body.BusinessShortCode !== "number") return badRequest("BusinessShortCode")
    const shortcode = String(body.BusinessShortCode)
    if (!SHORTCODE.test(shortcode)) return badRequest("BusinessShortCode")
    if (shortcode !== credentials.shortcode) return envelope(500, "500.001.1001", "Merchant does not exist")
    if (typeof body.Timestamp !== "string" || !TIMESTAMP.test(body.Timestamp)) return badRequest("Timestamp")
    if (body.Password !== stkPassword(credentials.shortcode, credentials.passkey, body.Timestamp)) {
      return envelope(500, "500.001.1001", "Wrong credentials")
    }
    return null
  }

  function oauth(req, url) {
    const auth = req.headers.authorization ?? ""
    const match = /^Basic\s+(\S+)$/.exec(auth)
    if (!match) return envelope(400, "400.008.01", "Invalid authentication type passed")
    if (url.searchParams.get("grant_type") !== "client_credentials") return envelope(400, "400.008.02", "Invalid grant type passed")
    const [key, ...rest] = Buffer.from(match[1], "base64").toString("utf8").split(":")
    if (key !== credentials.consumerKey || rest.join(":") !== credentials.consumerSecret) {
      return envelope(400, "400.008.01", "Invalid Authentication passed")
    }
    sim.token = { value: crypto.randomBytes(21).toString("base64url"), expiresAt: sim.now + TOKEN_LIFETIME_S * 1000 }
    return new Reply(200, { access_token: sim.token.value, expires_in: String(TOKEN_LIFETIME_S) })
  }

  function stkPush(body) {
    const refused = checkPassword(body)
    if (refused) return refused
    if (body.TransactionType !== "CustomerPayBillOnline" && body.TransactionType !== "CustomerBuyGoodsOnline") {
      return badRequest("TransactionType")
    }
    const amount = typeof body.Amount === "string" && /^\d+$/.test(body.Amount) ? Number(body.Amount) : body.Amount
    if (!Number.isInteger(amount) || amount < 1) return badRequest("Amount")
    if (!PHONE.test(String(body.PartyA ?? ""))) return badRequest("PartyA")
    if (!SHORTCODE.test(String(body.PartyB ?? ""))) return badRequest("PartyB")
    const phone = String(body.PhoneNumber ?? "")
    if (!PHONE.test(phone)) return badRequest("PhoneNumber")
    let callbackUrl
    try {
      callbackUrl = new URL(String(body.CallBackURL))
    } catch {
      return badRequest("CallBackURL")
    }
    if (!/^https?:$/.test(callbackUrl.protocol) || FORBIDDEN_URL_WORDS.test(callbackUrl.pathname)) return badRequest("CallBackURL")
    if (body.AccountReference == null || body.TransactionDesc === null) return badRequest("Remarks")
    if (typeof body.AccountReference !== "string" || !body.AccountReference.length || body.AccountReference.length > 12) {
      return badRequest("AccountReference")
    }
    if (body.TransactionDesc !== undefined && (typeof body.TransactionDesc !== "string" || body.TransactionDesc.length > 13)) {
      return badRequest("TransactionDesc")
    }
    const fault = sim.pushFaults.shift()
    if (fault === "busy") return envelope(500, "500.003.02", "System is busy. Please try again in few minutes.")
    if (fault === "unprocessed500") return envelope(500, "500.003.1001", "Internal Server Error")
    if (openPrompt(phone)) return envelope(500, "500.001.1001", LOCKED)

    const scenario = scenarioFor(phone)
    let resultCode = scenario.resultCode
    let resultDesc = scenario.resultDesc ?? RESULT_DESCS[resultCode] ?? "The transaction failed."
    if (amount > MAX_AMOUNT) {
      resultCode = 3
      resultDesc = RESULT_DESCS[3]
    }
    const tx = {
      merchantRequestId: `${digits(5)}-${digits(8)}-1`,
      checkoutRequestId: `ws_CO_${darajaTimestamp(sim.now).replace(/^(\d{4})(\d{2})(\d{2})/, "$3$2$1")}${digits(12)}`,
      phone,
      partyA: String(body.PartyA),
      amount,
      accountReference: body.AccountReference,
      transactionDesc: body.TransactionDesc ?? null,
      transactionType: body.TransactionType,
      callbackUrl: callbackUrl.href,
      pushedAt: sim.now,
      resolvesAt: sim.now + scenario.delayMs,
      resultCode,
      resultDesc,
      queryResultCode: scenario.queryResultCode ?? null,
      receipt: resultCode === 0 ? receiptNumber() : null,
      callbackAmount: scenario.callbackAmount ?? amount,
      callbackPhone: String(scenario.callbackPhone ?? phone),
      callbacks: [],
    }
    if (scenario.callback !== false) {
      const copies = 1 + (scenario.duplicate === true ? 1 : Number(scenario.duplicate) || 0)
      for (let i = 0; i < copies; i++) tx.callbacks.push({ dueAt: tx.resolvesAt + (scenario.lateMs ?? 0), sentAt: null, status: null, reply: null, error: null })
    }
    sim.transactions.push(tx)
    log(`STK push ${tx.checkoutRequestId}: KES ${amount} to ${mask(phone)}, result ${resultCode} after ${scenario.delayMs} ms`)
    if (fault === "processed500") return envelope(500, "500.003.1001", "Internal Server Error")
    return new Reply(200, {
      MerchantRequestID: tx.merchantRequestId,
      CheckoutRequestID: tx.checkoutRequestId,
      ResponseCode: "0",
      ResponseDescription: "Success. Request accepted for processing",
      CustomerMessage: "Success. Request accepted for processing",
    })
  }

  function stkQuery(body) {
    const refused = checkPassword(body)
    if (refused) return refused
    const tx = sim.transactions.find((t) => t.checkoutRequestId === body.CheckoutRequestID)
    if (!tx) return badRequest("CheckoutRequestID")
    if (sim.now < tx.resolvesAt) return envelope(500, "500.001.1001", "The transaction is being processed", tx.checkoutRequestId)
    const code = tx.queryResultCode ?? tx.resultCode
    return new Reply(200, {
      ResponseCode: "0",
      ResponseDescription: "The service request has been accepted successfully",
      MerchantRequestID: tx.merchantRequestId,
      CheckoutRequestID: tx.checkoutRequestId,
      ResultCode: String(code),
      ResultDesc: code === tx.resultCode ? tx.resultDesc : (RESULT_DESCS[code] ?? "The transaction failed."),
    })
  }

  const b2cScenarioFor = (phone) => {
    const list = sim.b2cScenarios.get(phone) ?? sim.b2cScenarios.get("*")
    if (!list || !list.length) return { ...DEFAULT_B2C_SCENARIO }
    const scenario = list.length > 1 ? list.shift() : list[0]
    return { ...DEFAULT_B2C_SCENARIO, ...scenario }
  }

  const urlOf = (value, field) => {
    try {
      const url = new URL(String(value))
      if (/^https?:$/.test(url.protocol) && !FORBIDDEN_URL_WORDS.test(url.pathname)) return url.href
    } catch {
      // refused below
    }
    throw badRequest(field)
  }

  const conversationId = () => `AG_${darajaTimestamp(sim.now).slice(0, 8)}_${crypto.randomBytes(10).toString("hex")}`
  const completedAt = (ms) => {
    const t = darajaTimestamp(ms)
    return `${t.slice(6, 8)}.${t.slice(4, 6)}.${t.slice(0, 4)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`
  }
  const checkInitiator = (name, credential) => name === b2cCredentials.initiator && credential === b2cCredentials.securityCredential

  /** B2C v3: checks the request, refuses a repeated OriginatorConversationID, schedules the result. */
  function b2cPayment(body) {
    const originator = body.OriginatorConversationID
    if (typeof originator !== "string" || !originator.trim() || originator.length > 100) return badRequest("OriginatorConversationID")
    if (!["BusinessPayment", "SalaryPayment", "PromotionPayment"].includes(body.CommandID)) return badRequest("CommandID")
    if (typeof body.InitiatorName !== "string" || !body.InitiatorName) return badRequest("InitiatorName")
    if (typeof body.SecurityCredential !== "string" || !body.SecurityCredential) return badRequest("SecurityCredential")
    const amount = typeof body.Amount === "string" && /^\d+$/.test(body.Amount) ? Number(body.Amount) : body.Amount
    if (!Number.isInteger(amount) || amount < 1) return badRequest("Amount")
    // PartyA: the shortcode the transaction went through (B2C's, or the paybill/till of an STK receipt).
    if (![b2cCredentials.b2cShortcode, credentials.shortcode].includes(String(body.PartyA ?? ""))) return badRequest("PartyA")
    const phone = String(body.PartyB ?? "")
    if (!PHONE.test(phone)) return badRequest("PartyB")
    if (typeof body.Remarks !== "string" || body.Remarks.length < 2 || body.Remarks.length > 100) return badRequest("Remarks")
    if (body.Occassion !== undefined && (typeof body.Occassion !== "string" || body.Occassion.length > 100)) return badRequest("Occassion")
    let resultUrl, timeoutUrl
    try {
      resultUrl = urlOf(body.ResultURL, "ResultURL")
      timeoutUrl = urlOf(body.QueueTimeOutURL, "QueueTimeOutURL")
    } catch (reply) {
      return reply
    }
    // Rate limiting comes before anything is looked at: a repeat refused as busy says nothing of the first.
    if (sim.b2cFaults[0] === "busy") {
      sim.b2cFaults.shift()
      return envelope(500, "500.003.02", "Spike Arrest Violation")
    }
    if (sim.b2c.some((p) => p.originatorConversationId === originator)) {
      return envelope(500, "500.002.1001", "Duplicate OriginatorConversationID.")
    }
    const fault = sim.b2cFaults.shift()
    if (fault === "unprocessed500") return envelope(500, "500.003.1001", "Internal Server Error")
    const scenario = b2cScenarioFor(phone)
    let resultCode = scenario.resultCode
    if (!checkInitiator(body.InitiatorName, body.SecurityCredential)) resultCode = 2001
    else if (amount < B2C_MIN) resultCode = 2
    else if (amount > MAX_AMOUNT) resultCode = 3
    else if (resultCode === 0 && amount > sim.utility) resultCode = 1
    const payment = {
      originatorConversationId: originator,
      conversationId: conversationId(),
      transactionId: receiptNumber(),
      commandId: body.CommandID,
      phone,
      amount,
      remarks: body.Remarks,
      occasion: body.Occassion ?? null,
      resultUrl,
      timeoutUrl,
      requestedAt: sim.now,
      resolvesAt: sim.now + scenario.delayMs,
      resultCode,
      resultDesc: resultCode === scenario.resultCode && scenario.resultDesc ? scenario.resultDesc : (B2C_RESULT_DESCS[resultCode] ?? "The transaction failed."),
      receipt: null,
      resultAmount: scenario.resultAmount ?? amount,
      receiverPhone: String(scenario.receiverPhone ?? phone),
      statusDelayMs: scenario.statusDelayMs ?? 0,
      interimResultCode: scenario.interimResultCode ?? null,
      statusSays: scenario.statusSays ?? null,
      settled: false,
      callbacks: [],
    }
    // What Daraja sends afterwards: the result (once, or more), a queue timeout instead, or nothing.
    const copies = scenario.result === false || scenario.timeout ? 0 : 1 + (scenario.duplicate === true ? 1 : Number(scenario.duplicate) || 0)
    // An interim failure comes first, when the payment is carried out; the real result lateMs later.
    if (payment.interimResultCode !== null) payment.callbacks.push({ kind: "result", interim: true, dueAt: payment.resolvesAt, sentAt: null, status: null, reply: null, error: null })
    const resultAt = payment.resolvesAt + (scenario.lateMs ?? 0)
    for (let i = 0; i < copies; i++) payment.callbacks.push({ kind: "result", dueAt: resultAt, sentAt: null, status: null, reply: null, error: null })
    if (scenario.timeout) payment.callbacks.push({ kind: "timeout", dueAt: payment.resolvesAt, sentAt: null, status: null, reply: null, error: null })
    sim.b2c.push(payment)
    log(`B2C ${originator}: KES ${amount} to ${mask(phone)}, result ${resultCode} after ${scenario.delayMs} ms`)
    if (fault === "processed500") return envelope(500, "500.003.1001", "Internal Server Error")
    return new Reply(200, {
      ConversationID: payment.conversationId,
      OriginatorConversationID: originator,
      ResponseCode: "0",
      ResponseDescription: "Accept the service request successfully.",
    })
  }

  /** The payment is carried out when its time comes (the utility drawn down), whether or not a result is posted. */
  function settleB2c() {
    for (const payment of sim.b2c) {
      if (payment.settled || payment.resolvesAt > sim.now) continue
      payment.settled = true
      if (payment.resultCode === 0) {
        if (payment.amount > sim.utility) {
          payment.resultCode = 1
          payment.resultDesc = B2C_RESULT_DESCS[1]
        } else {
          sim.utility -= payment.amount
          payment.receipt = payment.transactionId
          payment.utilityAfter = sim.utility
        }
      }
    }
  }

  const param = (Key, Value) => ({ Key, Value })

  function b2cResultBody(payment) {
    const result = {
      ResultType: 0,
      ResultCode: payment.resultCode,
      ResultDesc: payment.resultDesc,
      OriginatorConversationID: payment.originatorConversationId,
      ConversationID: payment.conversationId,
      TransactionID: payment.transactionId,
    }
    if (payment.resultCode === 0) {
      result.ResultParameters = {
        ResultParameter: [
          param("TransactionAmount", payment.resultAmount),
          param("TransactionReceipt", payment.receipt),
          param("B2CRecipientIsRegisteredCustomer", "Y"),
          param("B2CChargesPaidAccountAvailableFunds", -4216.0),
          param("ReceiverPartyPublicName", `${payment.receiverPhone} - JANE DOE`),
          param("TransactionCompletedDateTime", completedAt(payment.resolvesAt)),
          param("B2CUtilityAccountAvailableFunds", Number((payment.utilityAfter ?? sim.utility).toFixed(2))),
          param("B2CWorkingAccountAvailableFunds", 900000.0),
        ],
      }
    }
    result.ReferenceData = { ReferenceItem: { Key: "QueueTimeoutURL", Value: payment.timeoutUrl } }
    return { Result: result }
  }

  /** An interim failure's Result: a failed result's wire format (no ResultParameters), though the payment goes on. */
  const b2cInterimBody = (payment) => ({
    Result: {
      ResultType: 0,
      ResultCode: payment.interimResultCode,
      ResultDesc: B2C_RESULT_DESCS[payment.interimResultCode] ?? "The transaction failed.",
      OriginatorConversationID: payment.originatorConversationId,
      ConversationID: payment.conversationId,
      TransactionID: payment.transactionId,
      ReferenceData: { ReferenceItem: { Key: "QueueTimeoutURL", Value: payment.timeoutUrl } },
    },
  })

  /** What the QueueTimeOutURL receives (the shape is not in DARAJA.md: the simulator's own, documented here). */
  const b2cTimeoutBody = (payment) => ({
    Result: {
      ResultType: 1,
      ResultCode: "SVC0010",
      ResultDesc: "The request timed out in the queue.",
      OriginatorConversationID: payment.originatorConversationId,
      ConversationID: payment.conversationId,
    },
  })

  /** Transaction Status: acknowledged now; the result (what became of the original payment) is posted after statusDelayMs. */
  function transactionStatus(body) {
    if (body.CommandID !== "TransactionStatusQuery") return badRequest("CommandID")
    if (typeof body.Initiator !== "string" || typeof body.SecurityCredential !== "string") return badRequest("Initiator")
    // PartyA: the shortcode the transaction went through (B2C's, or the paybill/till of an STK receipt).
    if (![b2cCredentials.b2cShortcode, credentials.shortcode].includes(String(body.PartyA ?? ""))) return badRequest("PartyA")
    if (String(body.IdentifierType ?? "") !== "4") return badRequest("IdentifierType")
    const byReceipt = typeof body.TransactionID === "string" && body.TransactionID ? body.TransactionID : null
    const byConversation = typeof body.OriginalConversationID === "string" && body.OriginalConversationID ? body.OriginalConversationID : null
    if (!byReceipt && !byConversation) return badRequest("TransactionID")
    let resultUrl, timeoutUrl
    try {
      resultUrl = urlOf(body.ResultURL, "ResultURL")
      timeoutUrl = urlOf(body.QueueTimeOutURL, "QueueTimeOutURL")
    } catch (reply) {
      return reply
    }
    settleB2c()
    const original = sim.b2c.find((p) => (byReceipt ? p.receipt === byReceipt : p.originatorConversationId === byConversation))
    const stkPayment = byReceipt ? sim.transactions.find((t) => t.receipt === byReceipt && sim.now >= t.resolvesAt) : undefined
    const query = {
      stkCheckout: stkPayment?.checkoutRequestId ?? null,
      originatorConversationId: `${digits(5)}-${digits(8)}-1`,
      conversationId: conversationId(),
      original: original?.originatorConversationId ?? null,
      byReceipt,
      byConversation,
      occasion: typeof body.Occasion === "string" ? body.Occasion : null,
      credentialsOk: checkInitiator(body.Initiator, body.SecurityCredential),
      resultUrl,
      timeoutUrl,
      callbacks: [{ kind: "status", dueAt: sim.now + (original?.statusDelayMs ?? 0), sentAt: null, status: null, reply: null, error: null }],
    }
    sim.statusQueries.push(query)
    return new Reply(200, {
      OriginatorConversationID: query.originatorConversationId,
      ConversationID: query.conversationId,
      ResponseCode: "0",
      ResponseDescription: "Accept the service request successfully.",
    })
  }

  function statusResultBody(query) {
    const original = sim.b2c.find((p) => p.originatorConversationId === query.original)
    const result = {
      ResultType: 0,
      OriginatorConversationID: query.originatorConversationId,
      ConversationID: query.conversationId,
      TransactionID: receiptNumber(),
      ReferenceData: { ReferenceItem: { Key: "Occasion", Value: query.occasion ?? "" } },
    }
    if (!query.credentialsOk) return { Result: { ...result, ResultCode: 2001, ResultDesc: B2C_RESULT_DESCS[2001] } }
    const stk = query.stkCheckout ? sim.transactions.find((t) => t.checkoutRequestId === query.stkCheckout) : undefined
    if (stk) return { Result: { ...result, ...stkStatusResult(stk) } }
    // Not found, or not carried out yet: the simulator's own code and text (DARAJA.md names none).
    if (!original || !original.settled) return { Result: { ...result, ResultCode: "R000002", ResultDesc: "The OriginalTransactionID is invalid." } }
    const completed = original.resultCode === 0
    return {
      Result: {
        ...result,
        ResultCode: 0,
        ResultDesc: "The service request is processed successfully.",
        ResultParameters: {
          ResultParameter: [
            param("DebitPartyName", `${b2cCredentials.b2cShortcode} - Duka Marketplace`),
            param("CreditPartyName", `${original.receiverPhone} - JANE DOE`),
            param("OriginatorConversationID", original.originatorConversationId),
            param("InitiatedTime", Number(darajaTimestamp(original.requestedAt))),
            param("FinalisedTime", Number(darajaTimestamp(original.resolvesAt))),
            param("Amount", completed ? original.resultAmount : original.amount),
            param("ReceiptNo", completed ? original.receipt : original.transactionId),
            param("TransactionStatus", original.statusSays ?? (completed ? "Completed" : "Failed")),
            param("ReasonType", completed ? "Salary Payment via API" : original.resultDesc),
            param("DebitPartyCharges", completed ? "Fee For B2C Payment|KES|22.40" : ""),
          ],
        },
      },
    }
  }

  /** What Transaction Status tells of an STK payment's receipt: completed, with its amount, payer and receipt. */
  function stkStatusResult(tx) {
    return {
      ResultCode: 0,
      ResultDesc: "The service request is processed successfully.",
      ResultParameters: {
        ResultParameter: [
          param("DebitPartyName", `${tx.phone} - JANE DOE`),
          param("CreditPartyName", `${credentials.shortcode} - Duka Marketplace`),
          param("OriginatorConversationID", tx.merchantRequestId),
          param("InitiatedTime", Number(darajaTimestamp(tx.pushedAt))),
          param("FinalisedTime", Number(darajaTimestamp(tx.resolvesAt))),
          param("Amount", tx.amount),
          param("ReceiptNo", tx.receipt),
          param("TransactionStatus", "Completed"),
          param("ReasonType", "Pay Bill Online"),
          param("DebitPartyCharges", ""),
        ],
      },
    }
  }

  async function post(url, payload) {
    const body = JSON.stringify(payload)
    const sent = { sentAt: sim.now, body }
    try {
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(10_000) })
      return { ...sent, status: res.status, reply: await res.text(), error: null }
    } catch (error) {
      return { ...sent, status: null, reply: null, error: String(error?.cause?.code ?? error?.message ?? error) }
    }
  }

  /** Posts every B2C result, queue timeout and status result whose time has come. */
  async function flushB2c() {
    settleB2c()
    const delivered = []
    const due = [
      ...sim.b2c.flatMap((payment) => payment.callbacks.map((callback) => ({ payment, callback }))),
      ...sim.statusQueries.flatMap((query) => query.callbacks.map((callback) => ({ query, callback }))),
    ]
      .filter(({ callback }) => callback.sentAt === null && callback.dueAt <= sim.now)
      .sort((a, b) => a.callback.dueAt - b.callback.dueAt)
    for (const { payment, query, callback } of due) {
      if (callback.sentAt !== null) continue
      callback.sentAt = sim.now
      const [url, body] =
        callback.kind === "status"
          ? [query.resultUrl, statusResultBody(query)]
          : callback.kind === "timeout"
            ? [payment.timeoutUrl, b2cTimeoutBody(payment)]
            : [payment.resultUrl, callback.interim ? b2cInterimBody(payment) : b2cResultBody(payment)]
      Object.assign(callback, await post(url, body))
      const id = payment?.originatorConversationId ?? query.originatorConversationId
      log(`B2C ${callback.kind} ${id} → ${callback.status ?? callback.error}`)
      delivered.push({ kind: callback.kind, originatorConversationId: id, status: callback.status, reply: callback.reply, error: callback.error })
    }
    return delivered
  }

  /** The callback body exactly as Daraja writes it: Amount with two decimals, dates and phones as numbers. */
  function callbackBody(tx) {
    const stkCallback = {
      MerchantRequestID: tx.merchantRequestId,
      CheckoutRequestID: tx.checkoutRequestId,
      ResultCode: tx.resultCode,
      ResultDesc: tx.resultDesc,
    }
    if (tx.resultCode === 0) {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: "Amount", Value: "@@AMOUNT@@" },
          { Name: "MpesaReceiptNumber", Value: tx.receipt },
          { Name: "Balance" },
          { Name: "TransactionDate", Value: Number(darajaTimestamp(tx.resolvesAt)) },
          { Name: "PhoneNumber", Value: Number(tx.callbackPhone) },
        ],
      }
    }
    return JSON.stringify({ Body: { stkCallback } }).replace('"@@AMOUNT@@"', Number(tx.callbackAmount).toFixed(2))
  }

  async function sendCallback(tx, callback) {
    const body = callbackBody(tx)
    callback.sentAt = sim.now
    callback.body = body
    try {
      const res = await fetch(tx.callbackUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      callback.status = res.status
      callback.reply = await res.text()
    } catch (error) {
      callback.error = String(error?.cause?.code ?? error?.message ?? error)
    }
    log(`callback ${tx.checkoutRequestId} (result ${tx.resultCode}) → ${callback.status ?? callback.error}`)
    return { checkoutRequestId: tx.checkoutRequestId, resultCode: tx.resultCode, status: callback.status, reply: callback.reply, error: callback.error }
  }

  /** Sends every callback whose time has come, oldest first, one after the other. */
  let flushing = Promise.resolve([])
  function flush() {
    flushing = flushing.then(async () => {
      const delivered = []
      const due = sim.transactions
        .flatMap((tx) => tx.callbacks.map((callback) => ({ tx, callback })))
        .filter(({ callback }) => callback.sentAt === null && callback.dueAt <= sim.now)
        .sort((a, b) => a.callback.dueAt - b.callback.dueAt)
      for (const { tx, callback } of due) {
        if (callback.sentAt === null) delivered.push(await sendCallback(tx, callback))
      }
      delivered.push(...(await flushB2c()))
      return delivered
    })
    return flushing
  }

  async function control(method, path, body) {
    if (method === "GET" && path === "/__sim/state") {
      return new Reply(200, {
        now: sim.now,
        token: sim.token,
        credentials: { ...credentials, ...b2cCredentials },
        scenarios: Object.fromEntries(sim.scenarios),
        utility: sim.utility,
        pushFaults: sim.pushFaults,
      })
    }
    if (method === "GET" && path === "/__sim/clock") return new Reply(200, { now: sim.now })
    if (method === "POST" && path === "/__sim/clock") {
      const advanceMs = body?.advanceMs
      if (!Number.isFinite(advanceMs) || advanceMs < 0) return new Reply(400, { error: "advanceMs is a number ≥ 0" })
      sim.now += advanceMs
      return new Reply(200, { now: sim.now, delivered: await flush() })
    }
    if (method === "POST" && path === "/__sim/flush") return new Reply(200, { now: sim.now, delivered: await flush() })
    if (method === "POST" && path === "/__sim/scenario") {
      const phone = body?.phone
      if (phone !== "*" && !PHONE.test(String(phone ?? ""))) return new Reply(400, { error: "phone is 2547…/2541… or *" })
      const list = Array.isArray(body.sequence) ? body.sequence.map(readScenario) : [readScenario(body)]
      if (!list.length) return new Reply(400, { error: "an empty sequence" })
      sim.scenarios.set(String(phone), list)
      return new Reply(200, { phone, scenarios: list })
    }
    if (method === "POST" && path === "/__sim/token/revoke") {
      const revoked = sim.token?.value ?? null
      sim.token = null
      return new Reply(200, { revoked })
    }
    if (method === "POST" && path === "/__sim/token/expire") {
      if (sim.token) sim.token.expiresAt = sim.now
      return new Reply(200, { token: sim.token })
    }
    if (method === "POST" && path === "/__sim/next-push") {
      const fault = body?.fault
      if (!["processed500", "unprocessed500", "busy"].includes(fault)) return new Reply(400, { error: "fault is processed500, unprocessed500 or busy" })
      sim.pushFaults.push(fault)
      return new Reply(200, { pushFaults: sim.pushFaults })
    }
    if (method === "POST" && path === "/__sim/callback/resend") {
      const tx = sim.transactions.find((t) => t.checkoutRequestId === body?.checkoutRequestId)
      if (!tx) return new Reply(404, { error: "no such CheckoutRequestID" })
      const callback = { dueAt: sim.now, sentAt: null, status: null, reply: null, error: null }
      tx.callbacks.push(callback)
      return new Reply(200, { now: sim.now, delivered: await flush() })
    }
    if (method === "POST" && path === "/__sim/b2c/scenario") {
      const phone = body?.phone
      if (phone !== "*" && !PHONE.test(String(phone ?? ""))) return new Reply(400, { error: "phone is 2547…/2541… or *" })
      const read = (input) => {
        const scenario = {}
        for (const [key, value] of Object.entries(input ?? {})) {
          if (key === "phone") continue
          if (!B2C_SCENARIO_FIELDS.has(key)) throw new Error(`unknown B2C scenario field ${key}`)
          scenario[key] = value
        }
        return scenario
      }
      const list = Array.isArray(body.sequence) ? body.sequence.map(read) : [read(body)]
      sim.b2cScenarios.set(String(phone), list)
      return new Reply(200, { phone, scenarios: list })
    }
    if (method === "POST" && path === "/__sim/b2c/next") {
      const fault = body?.fault
      if (!["processed500", "unprocessed500", "busy"].includes(fault)) return new Reply(400, { error: "fault is processed500, unprocessed500 or busy" })
      sim.b2cFaults.push(fault)
      return new Reply(200, { b2cFaults: sim.b2cFaults })
    }
    if (method === "GET" && path === "/__sim/b2c") {
      return new Reply(200, { utility: sim.utility, payments: sim.b2c, statusQueries: sim.statusQueries })
    }
    if (method === "POST" && path === "/__sim/b2c/utility") {
      if (!Number.isFinite(body?.balance) || body.balance < 0) return new Reply(400, { error: "balance is a number ≥ 0" })
      sim.utility = body.balance
      return new Reply(200, { utility: sim.utility })
    }
    if (method === "POST" && path === "/__sim/b2c/resend") {
      const payment = sim.b2c.find((p) => p.originatorConversationId === body?.originatorConversationId)
      if (!payment) return new Reply(404, { error: "no such OriginatorConversationID" })
      payment.callbacks.push({ kind: body?.kind === "timeout" ? "timeout" : "result", dueAt: sim.now, sentAt: null, status: null, reply: null, error: null })
      return new Reply(200, { now: sim.now, delivered: await flush() })
    }
    if (method === "GET" && path === "/__sim/requests") return new Reply(200, { requests: sim.requests })
    if (method === "GET" && path === "/__sim/transactions") return new Reply(200, { transactions: sim.transactions })
    if (method === "POST" && path === "/__sim/reset") {
      await flushing
      sim.scenarios.clear()
      sim.pushFaults = []
      sim.transactions = []
      sim.requests = []
      sim.b2c = []
      sim.statusQueries = []
      sim.b2cScenarios.clear()
      sim.b2cFaults = []
      return new Reply(200, { now: sim.now })
    }
    return new Reply(404, { error: `no control call ${method} ${path}` })
  }

  async function handle(req, raw) {
    const url = new URL(req.url ?? "/", "http://simulator")
    if (url.pathname.startsWith("/__sim/")) {
      let body = null
      if (raw) {
        try {
          body = JSON.parse(raw)
        } catch {
          return new Reply(400, { error: "the body is not JSON" })
        }
      }
      try {
        return await control(req.method, url.pathname, body)
      } catch (error) {
        return new Reply(400, { error: String(error?.message ?? error) })
      }
    }
    const routes = {
      "/oauth/v1/generate": "GET",
      "/mpesa/stkpush/v1/processrequest": "POST",
      "/mpesa/stkpushquery/v1/query": "POST",
      "/mpesa/b2c/v3/paymentrequest": "POST",
      "/mpesa/transactionstatus/v1/query": "POST",
    }
    const expected = routes[url.pathname]
    let body = raw
    let reply
    if (!expected) reply = envelope(404, "404.001.01", "Resource not found")
    else if (req.method !== expected) reply = envelope(404, "404.001.04", "Invalid Authentication Header")
    else if (expected === "GET") reply = oauth(req, url)
    else {
      reply = checkBearer(req)
      if (!reply && !/^application\/json\b/i.test(req.headers["content-type"] ?? "")) reply = badRequest("BusinessShortCode")
      if (!reply) {
        try {
          body = JSON.parse(raw)
        } catch {
          body = raw
          reply = badRequest("BusinessShortCode")
        }
      }
      if (!reply && (!body || typeof body !== "object")) reply = badRequest("BusinessShortCode")
      // A test running the simulator in its own process may act before an API call is answered (e.g. kill the shop).
      if (!reply && sim.beforeApiCall) await sim.beforeApiCall(url.pathname, body)
      if (!reply) {
        const api = {
          "/mpesa/stkpush/v1/processrequest": stkPush,
          "/mpesa/stkpushquery/v1/query": stkQuery,
          "/mpesa/b2c/v3/paymentrequest": b2cPayment,
          "/mpesa/transactionstatus/v1/query": transactionStatus,
        }[url.pathname]
        reply = api(body)
        // A result due now (a Transaction Status answered at once) goes out right after the acknowledgement.
        if (url.pathname === "/mpesa/transactionstatus/v1/query") setImmediate(() => void flush())
      }
    }
    record(req, body, reply)
    return reply
  }

  const server = http.createServer((req, res) => {
    let raw = ""
    req.setEncoding("utf8")
    req.on("data", (chunk) => (raw += chunk))
    req.on("end", () => {
      handle(req, raw).then(
        (reply) => {
          res.writeHead(reply.status, { "content-type": "application/json" })
          res.end(JSON.stringify(reply.body))
        },
        (error) => {
          res.writeHead(500, { "content-type": "application/json" })
          res.end(JSON.stringify({ error: String(error?.message ?? error) }))
        }
      )
    })
  })
  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve())
  })

  let ticker = null
  if (options.clock === "real") {
    let last = Date.now()
    ticker = setInterval(() => {
      const wall = Date.now()
      sim.now += wall - last
      last = wall
      void flush()
    }, 250)
  }

  const port = server.address().port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    credentials: { ...credentials, ...b2cCredentials },
    sim,
    flush,
    close: async () => {
      if (ticker) clearInterval(ticker)
      await flushing
      server.closeAllConnections?.()
      await new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

function parseArgs(argv) {
  const flags = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith("--")) throw new Error(`unexpected argument ${arg}`)
    const name = arg.slice(2)
    if (name === "json" || name === "exit-with-stdin") flags[name] = true
    else flags[name] = argv[++i]
  }
  return flags
}

async function main() {
  const flags = parseArgs(process.argv.slice(2))
  const clock = flags.clock ?? "real"
  if (clock !== "real" && clock !== "manual") throw new Error("--clock is real or manual")
  const simulator = await startDarajaSimulator({
    port: flags.port === undefined ? 0 : Number(flags.port),
    clock,
    consumerKey: flags["consumer-key"],
    consumerSecret: flags["consumer-secret"],
    shortcode: flags.shortcode,
    passkey: flags.passkey,
    b2cShortcode: flags["b2c-shortcode"],
    initiator: flags.initiator,
    securityCredential: flags["security-credential"],
    utilityBalance: flags["utility-balance"] === undefined ? undefined : Number(flags["utility-balance"]),
    log: flags.json ? undefined : (line) => console.log(line),
  })
  const info = { url: simulator.url, clock, ...simulator.credentials }
  if (flags.json) {
    process.stdout.write(JSON.stringify(info) + "\n")
  } else {
    console.log(`Daraja simulator on ${simulator.url} (clock: ${clock})`)
    console.log(`  MPESA_BASE_URL=${simulator.url}`)
    console.log(`  MPESA_CONSUMER_KEY=${info.consumerKey}`)
    console.log(`  MPESA_CONSUMER_SECRET=${info.consumerSecret}`)
    console.log(`  MPESA_SHORTCODE=${info.shortcode}`)
    console.log(`  MPESA_PASSKEY=${info.passkey}`)
    console.log(`  MPESA_TRANSACTION_TYPE=CustomerPayBillOnline`)
    console.log(`  MPESA_B2C_SHORTCODE=${info.b2cShortcode}`)
    console.log(`  MPESA_B2C_INITIATOR=${info.initiator}`)
    console.log(`  MPESA_B2C_SECURITY_CREDENTIAL=${info.securityCredential}`)
    console.log("Control API: POST /__sim/scenario {phone, resultCode, delayMs, …}, POST /__sim/clock {advanceMs}, GET /__sim/transactions")
  }
  const stop = () => simulator.close().then(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
  // Spawned by a test: the parent's end closes our stdin, and the simulator goes with it.
  if (flags["exit-with-stdin"]) {
    process.stdin.on("end", stop)
    process.stdin.on("error", stop)
    process.stdin.resume()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error?.message ?? error)
    process.exit(1)
  })
}
