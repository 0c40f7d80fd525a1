import { spawn, type ChildProcessWithoutNullStreams } from "child_process"
import path from "path"
import readline from "readline"

/**
 * The Daraja simulator (scripts/daraja-simulator.mjs) for a test: started as its own process on a
 * loopback port with a manual clock, driven through its control API. Nothing moves until the test
 * advances the clock; callbacks due by then are POSTed before `advance` resolves.
 */
const SCRIPT = path.resolve(__dirname, "../../../scripts/daraja-simulator.mjs")

export type DarajaCredentials = { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string }

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
  const info = JSON.parse(first) as DarajaCredentials & { url: string }
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
    /** Scripts a phone ("*" for every unscripted phone): one scenario for every push, or a sequence, one per push (the last stays). */
    scenario: (phone: string, scenario: DarajaScenario | DarajaScenario[]) =>
      call("POST", "scenario", Array.isArray(scenario) ? { phone, sequence: scenario } : { phone, ...scenario }),
    /** Moves the simulator's clock; resolves with the callbacks that fell due and were sent. */
    advance: async (ms: number) => (await call<{ delivered: DeliveredCallback[] }>("POST", "clock", { advanceMs: ms })).delivered,
    now: async () => (await call<{ now: number }>("GET", "clock")).now,
    /** Sends the callbacks already due (e.g. after the shop came back). */
    flush: async () => (await call<{ delivered: DeliveredCallback[] }>("POST", "flush")).delivered,
    /** Sends a push's callback once more, now. */
    resendCallback: async (checkoutRequestId: string) =>
      (await call<{ delivered: DeliveredCallback[] }>("POST", "callback/resend", { checkoutRequestId })).delivered,
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
