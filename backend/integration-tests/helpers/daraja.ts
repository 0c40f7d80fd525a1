import { spawn, type ChildProcessWithoutNullStreams } from "child_process"
import path from "path"
import readline from "readline"
import { eventually } from "./eventually"

/**
 * The Daraja simulator (scripts/daraja-simulator.mjs) for a test: started as its own process on a
 * loopback port with a manual clock, driven through its control API. Nothing moves until the test
 * advances the clock; callbacks due by then are POSTed, and settled by the shop, before `advance` resolves.
 */
const SCRIPT = path.resolve(__dirname, "../../../scripts/daraja-simulator.mjs")

export type DarajaCredentials = { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string }
export type B2cCredentials = { b2cShortcode: string; initiator: string; securityCredential: string }

/** What happens to the next B2C payment to a phone (defaults: paid, resultCode 0, result posted after 3 000 sim-ms). */
export type B2cScenario = {
  /** 0 paid, 1 utility balance too low, 2001 initiator invalid, 2040 unregistered customer, 8006 credential locked… */
  resultCode?: number
  resultDesc?: string
  delayMs?: number
  /** false: the payment is carried out but no result is posted (only Transaction Status tells). */
  result?: boolean
  /** true: a QueueTimeOutURL post instead of the result. */
  timeout?: boolean
  /** The result is posted twice (true) or 1 + n times. */
  duplicate?: boolean | number
  /** The TransactionAmount / receiver the result carries, if not the requested ones. */
  resultAmount?: number
  receiverPhone?: string
  /** How long after a Transaction Status query its result is posted (default 0). */
  statusDelayMs?: number
  /** An interim failure: a failed result with this code is posted first (the payment still goes through), the real result `lateMs` later. */
  interimResultCode?: number
  /** How long after the payment is carried out its (real) result is posted (default 0). */
  lateMs?: number
  /** What Transaction Status says of the payment once carried out, if not the truth: "Failed" (a stale or lying answer), "Pending" (not final). */
  statusSays?: string
}

export type SimB2cPayment = {
  originatorConversationId: string
  conversationId: string
  transactionId: string
  commandId: string
  phone: string
  amount: number
  remarks: string
  resultUrl: string
  timeoutUrl: string
  resultCode: number
  resultDesc: string
  receipt: string | null
  settled: boolean
  callbacks: { kind: "result" | "timeout"; sentAt: number | null; status: number | null; reply: string | null; error: string | null; body?: string }[]
}

export type DeliveredB2c = { kind: "result" | "timeout" | "status"; originatorConversationId: string; status: number | null; reply: string | null; error: string | null }

/** What a phone does with the next push (defaults: pays, resultCode 0, after 5 000 sim-ms). */
export type DarajaScenario = {
  /** 0 paid, 1 insufficient balance, 17 rule limited, 1019 expired, 1032 cancelled, 1037 unreachable, 2001 wrong PIN… */
  resultCode?: number
  resultDesc?: string
  /** How long the prompt stays open (query answers "being processed", the phone is locked). */
  delayMs?: number
  /** The callback comes this long after the result (the query already answers it). */
  lateMs?: number
  /** The callback comes twice (true) or 1 + n times. */
  duplicate?: boolean | number
  /** false: no callback at all; only a query tells the result. */
  callback?: boolean
  /** What the query answers after the result, if it should differ (the sandbox's lying query). */
  queryResultCode?: number
  /** The Amount / PhoneNumber the success callback carries, if not the pushed ones. */
  callbackAmount?: number
  callbackPhone?: string
}

export type DeliveredCallback = { checkoutRequestId: string; resultCode: number; status: number | null; reply: string | null; error: string | null }

export type SimRequest = {
  seq: number
  at: number
  method: string
  path: string
  authorization: string | null
  contentType: string | null
  body: any
  status: number
  reply: any
}

export type SimTransaction = {
  merchantRequestId: string
  checkoutRequestId: string
  phone: string
  partyA: string
  amount: number
  accountReference: string
  transactionDesc: string | null
  transactionType: string
  callbackUrl: string
  pushedAt: number
  resolvesAt: number
  resultCode: number
  resultDesc: string
  receipt: string | null
  callbacks: { dueAt: number; sentAt: number | null; status: number | null; reply: string | null; error: string | null; body?: string }[]
}

/**
 * The shop's hooks store a callback, answer Daraja, and settle it in a subscriber (issue 50): waits
 * until no stored callback is left "received", so a test reads what the delivered callbacks did.
 * Nothing to wait for without a shop in this process.
 */
export async function callbacksSettled() {
  const { container } = await import("@medusajs/framework")
  if (!container.hasRegistration("__pg_connection__")) return
  const knex = container.resolve("__pg_connection__")
  const unsettled = async () => {
    const { rows } = await knex.raw(
      `select (select count(*) from mpesa_callback where outcome = 'received') + (select count(*) from payout_callback where outcome = 'received') as n`
    )
    return Number(rows[0].n)
  }
  const left = await eventually(unsettled, (n) => n === 0, 60_000)
  if (left !== 0) throw new Error(`${left} stored Daraja callback(s) still not settled`)
}

/** Delivers callbacks through the simulator, then waits until the shop settled them. */
async function delivering<T>(delivered: Promise<T>): Promise<T> {
  const result = await delivered
  await callbacksSettled()
  return result
}

export type DarajaSimulator = Awaited<ReturnType<typeof startDarajaSimulator>>

export async function startDarajaSimulator(credentials: Partial<DarajaCredentials> = {}) {
  const args = [SCRIPT, "--port", "0", "--clock", "manual", "--json", "--exit-with-stdin"]
  if (credentials.consumerKey) args.push("--consumer-key", credentials.consumerKey)
  if (credentials.consumerSecret) args.push("--consumer-secret", credentials.consumerSecret)
  if (credentials.shortcode) args.push("--shortcode", credentials.shortcode)
  if (credentials.passkey) args.push("--passkey", credentials.passkey)
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, args, { stdio: ["pipe", "pipe", "pipe"] })
  let stderr = ""
  child.stderr.on("data", (chunk) => (stderr += chunk))
  const first = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout })
    lines.once("line", resolve)
    child.once("exit", (code) => reject(new Error(`the Daraja simulator exited (${code}): ${stderr}`)))
  })
  const info = JSON.parse(first) as DarajaCredentials & B2cCredentials & { url: string }
  const url = info.url

  const call = async <T = any>(method: "GET" | "POST", route: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/__sim/${route}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await res.json()
    if (!res.ok) throw new Error(`simulator ${method} ${route}: ${res.status} ${JSON.stringify(json)}`)
    return json as T
  }

  return {
    url,
    credentials: { consumerKey: info.consumerKey, consumerSecret: info.consumerSecret, shortcode: info.shortcode, passkey: info.passkey },
    /** The MPESA_* settings that point the shop at this simulator. */
    env: (transactionType: "CustomerPayBillOnline" | "CustomerBuyGoodsOnline" = "CustomerPayBillOnline") => ({
      MPESA_BASE_URL: url,
      MPESA_CONSUMER_KEY: info.consumerKey,
      MPESA_CONSUMER_SECRET: info.consumerSecret,
      MPESA_SHORTCODE: info.shortcode,
      MPESA_PASSKEY: info.passkey,
      MPESA_TRANSACTION_TYPE: transactionType,
    }),
    /** The MPESA_B2C_* settings of this simulator's B2C account. */
    b2cEnv: () => ({
      MPESA_B2C_SHORTCODE: info.b2cShortcode,
      MPESA_B2C_INITIATOR: info.initiator,
      MPESA_B2C_SECURITY_CREDENTIAL: info.securityCredential,
    }),
    b2cCredentials: { b2cShortcode: info.b2cShortcode, initiator: info.initiator, securityCredential: info.securityCredential },
    /** Scripts the B2C payments to a phone ("*" for every unscripted one); a sequence is used one payment at a time (the last stays). */
    b2cScenario: (phone: string, scenario: B2cScenario | B2cScenario[]) =>
      call("POST", "b2c/scenario", Array.isArray(scenario) ? { phone, sequence: scenario } : { phone, ...scenario }),
    /** The B2C payments received, the Transaction Status queries and the utility balance (whole shillings). */
    b2c: () => call<{ utility: number; payments: SimB2cPayment[]; statusQueries: { original: string | null; occasion: string | null }[] }>("GET", "b2c"),
    /** The next B2C request fails: processed500 = carried out (a result will come) but answered 500; unprocessed500 = not carried out; busy = refused (500.003.02) before anything is checked. */
    failNextB2c: (fault: "processed500" | "unprocessed500" | "busy") => call("POST", "b2c/next", { fault }),
    setUtilityBalance: (balance: number) => call("POST", "b2c/utility", { balance }),
    /** Posts a B2C payment's result (or queue timeout) once more, now. */
    resendB2c: async (originatorConversationId: string, kind: "result" | "timeout" = "result") =>
      (await delivering(call<{ delivered: DeliveredB2c[] }>("POST", "b2c/resend", { originatorConversationId, kind }))).delivered,
    /** Scripts a phone ("*" for every unscripted phone): one scenario for every push, or a sequence, one per push (the last stays). */
    scenario: (phone: string, scenario: DarajaScenario | DarajaScenario[]) =>
      call("POST", "scenario", Array.isArray(scenario) ? { phone, sequence: scenario } : { phone, ...scenario }),
    /** Moves the simulator's clock; resolves with the callbacks that fell due and were sent. */
    // (B2C results, queue timeouts and status results due are posted too; listed with `kind`.)
    advance: async (ms: number) => (await delivering(call<{ delivered: DeliveredCallback[] }>("POST", "clock", { advanceMs: ms }))).delivered,
    now: async () => (await call<{ now: number }>("GET", "clock")).now,
    /** Sends the callbacks already due (e.g. after the shop came back). */
    flush: async () => (await delivering(call<{ delivered: DeliveredCallback[] }>("POST", "flush"))).delivered,
    /** Sends a push's callback once more, now. */
    resendCallback: async (checkoutRequestId: string) =>
      (await delivering(call<{ delivered: DeliveredCallback[] }>("POST", "callback/resend", { checkoutRequestId }))).delivered,
    /** Revokes the current token, as another process taking a new one would. */
    revokeToken: () => call<{ revoked: string | null }>("POST", "token/revoke"),
    /** Makes the current token expire now. */
    expireToken: () => call("POST", "token/expire"),
    /** The next push fails: processed500 = carried out but answered 500; unprocessed500; busy (500.003.02). */
    failNextPush: (fault: "processed500" | "unprocessed500" | "busy") => call("POST", "next-push", { fault }),
    /** The Daraja API calls received (not the control calls), oldest first; `path` filters by path prefix. */
    requests: async (pathPrefix = "") =>
      (await call<{ requests: SimRequest[] }>("GET", "requests")).requests.filter((r) => r.path.startsWith(pathPrefix)),
    transactions: async () => (await call<{ transactions: SimTransaction[] }>("GET", "transactions")).transactions,
    transaction: async (checkoutRequestId: string) =>
      (await call<{ transactions: SimTransaction[] }>("GET", "transactions")).transactions.find((t) => t.checkoutRequestId === checkoutRequestId),
    /** Forgets scenarios, faults, pushes and requests (the token and the clock stay). */
    reset: () => call("POST", "reset"),
    close: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGTERM")
      await exited
    },
  }
}

/**
 * For a spec whose shop pays and refunds through the simulator: call from a top-level `beforeAll`,
 * before the runner boots the shop. Starts the simulator and points MPESA_* / MPESA_B2C_* at it; the
 * callback base URL is a dead port until the spec sets it to the shop's. The B2C result hooks have a
 * secret of their own (by default `b2c-` and the STK one). The jobs' intervals are a day, as the tests
 * run the jobs themselves, with a clock of their own.
 */
export async function startDarajaForShop(callbackSecret: string, b2cResultSecret = `b2c-${callbackSecret}`): Promise<DarajaSimulator> {
  const sim = await startDarajaSimulator()
  Object.assign(process.env, sim.env(), sim.b2cEnv(), {
    MPESA_CALLBACK_SECRET: callbackSecret,
    MPESA_B2C_RESULT_SECRET: b2cResultSecret,
    MPESA_CALLBACK_BASE_URL: "http://127.0.0.1:1",
    MPESA_B2C_RESULT_TIMEOUT_S: "600",
    MPESA_QUERY_INTERVAL_MS: String(24 * 3600_000),
    PAYOUT_STATUS_INTERVAL_MS: String(24 * 3600_000),
    LEDGER_RECONCILE_INTERVAL_MS: String(24 * 3600_000),
  })
  return sim
}

/**
 * Fresh Safaricom numbers, one per call, as the person types it and as Daraja sees it. `prefix`
 * (the first four digits of the nine-digit local number) keeps each spec's numbers apart.
 */
export function phoneSequence(prefix: string) {
  let counter = 0
  return () => {
    counter += 1
    const local = `${prefix}${String(counter).padStart(5, "0")}`
    return { typed: `0${local}`, daraja: `254${local}` }
  }
}
