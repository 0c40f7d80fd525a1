import { spawn } from "child_process"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import readline from "readline"
import { startDarajaSimulator, type DarajaSimulator } from "../../../../integration-tests/helpers/daraja"
import { startRecordingHook, type HookPost, type RecordingHook } from "../../../../integration-tests/helpers/recording-hook"
import {
  createMemoryTokenStore,
  darajaTimestamp,
  DarajaClient,
  DarajaError,
  parseStkCallback,
  resultMessage,
  RESULT_MESSAGES,
  stkPassword,
  type DarajaConfig,
  type TokenStore,
} from "../daraja-client"

// The wire client against the Daraja simulator (scripts/daraja-simulator.mjs) on loopback: no Medusa,
// no database. A small server stands in for the shop's callback route and records what Daraja POSTs.

type CallbackBody = {
  Body: { stkCallback: { ResultCode: number; CallbackMetadata: { Item: { Name: string; Value?: unknown }[] } } & Record<string, unknown> }
}
type Received = HookPost<CallbackBody>

let sim: DarajaSimulator
let hook: RecordingHook<CallbackBody>
let callbackUrl = ""
let received: Received[] = []

beforeAll(async () => {
  sim = await startDarajaSimulator()
  hook = await startRecordingHook()
  received = hook.posts
  callbackUrl = `${hook.origin}/hooks/daraja/s3cret`
})

afterAll(async () => {
  await sim?.close()
  await hook?.close()
})

beforeEach(async () => {
  await sim.reset()
  hook.clear()
})

const config = (overrides: Partial<DarajaConfig> = {}): DarajaConfig => ({
  baseUrl: sim.url,
  ...sim.credentials,
  transactionType: "CustomerPayBillOnline",
  ...overrides,
})

const newClient = (store: TokenStore = createMemoryTokenStore(), overrides: Partial<DarajaConfig> = {}, logLines?: string[], debugLines: string[] = []) =>
  new DarajaClient(config(overrides), store, undefined, {
    logger: logLines && { debug: (line) => debugLines.push(line), info: (line) => logLines.push(line), warn: (line) => logLines.push(line) },
  })

const push = (client: DarajaClient, phone: string, amount = 463, extra: Partial<Parameters<DarajaClient["stkPush"]>[0]> = {}) =>
  client.stkPush({ amount, phone, accountReference: "DUKA-4F2A9C", description: "Duka order", callbackUrl, ...extra })

const failure = async (promise: Promise<unknown>): Promise<DarajaError> => {
  try {
    await promise
  } catch (error) {
    if (error instanceof DarajaError) return error
    throw error
  }
  throw new Error("expected a DarajaError")
}

/** A raw Daraja call with a fresh token, to see the simulator's own answers. */
async function raw(path: string, body: unknown, headers: Record<string, string> = {}) {
  const store = createMemoryTokenStore()
  const client = newClient(store)
  await client.stkQuery("ws_CO_none").catch(() => undefined) // takes a token
  const res = await fetch(`${sim.url}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${store.current!.token}`, "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

const validPush = (overrides: Record<string, unknown> = {}) => {
  const timestamp = darajaTimestamp(Date.now())
  return {
    BusinessShortCode: sim.credentials.shortcode,
    Password: stkPassword(sim.credentials.shortcode, sim.credentials.passkey, timestamp),
    Timestamp: timestamp,
    TransactionType: "CustomerPayBillOnline",
    Amount: 10,
    PartyA: "254708374149",
    PartyB: sim.credentials.shortcode,
    PhoneNumber: "254708374149",
    CallBackURL: callbackUrl,
    AccountReference: "ABCDEFGHIJKL",
    TransactionDesc: "ABCDEFGHIJKLM",
    ...overrides,
  }
}

describe("STK push and callback", () => {
  it("sends a well-formed push, and the paid callback arrives with Daraja's exact body once the clock passes its time", async () => {
    const client = newClient()
    const { checkoutRequestId, merchantRequestId } = await push(client, "254708374149", 463)
    expect(checkoutRequestId).toMatch(/^ws_CO_\d+$/)
    expect(merchantRequestId).toMatch(/^\d+-\d+-1$/)

    const [pushed] = await sim.requests("/mpesa/stkpush")
    expect(pushed.status).toBe(200)
    expect(pushed.contentType).toBe("application/json")
    expect(pushed.body).toEqual({
      BusinessShortCode: "174379",
      Password: stkPassword("174379", sim.credentials.passkey, pushed.body.Timestamp),
      Timestamp: expect.stringMatching(/^\d{14}$/),
      TransactionType: "CustomerPayBillOnline",
      Amount: 463,
      PartyA: "254708374149",
      PartyB: "174379",
      PhoneNumber: "254708374149",
      CallBackURL: callbackUrl,
      AccountReference: "DUKA-4F2A9C",
      TransactionDesc: "Duka order",
    })

    expect(await sim.advance(4_999)).toEqual([])
    expect(received).toEqual([])
    const delivered = await sim.advance(1)
    expect(delivered).toEqual([expect.objectContaining({ checkoutRequestId, resultCode: 0, status: 200 })])
    expect(received).toHaveLength(1)
    const [callback] = received
    expect(callback.contentType).toBe("application/json")
    // Amount is a decimal on the wire; the date and the phone are numbers; Balance has no Value.
    expect(callback.raw).toContain('{"Name":"Amount","Value":463.00}')
    expect(callback.raw).toContain('{"Name":"Balance"}')
    expect(callback.body).toEqual({
      Body: {
        stkCallback: {
          MerchantRequestID: merchantRequestId,
          CheckoutRequestID: checkoutRequestId,
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: 463 },
              { Name: "MpesaReceiptNumber", Value: expect.stringMatching(/^[A-Z0-9]{10}$/) },
              { Name: "Balance" },
              { Name: "TransactionDate", Value: expect.any(Number) },
              { Name: "PhoneNumber", Value: 254708374149 },
            ],
          },
        },
      },
    })
    const parsed = parseStkCallback(callback.body)
    expect(parsed).toEqual({
      merchantRequestId,
      checkoutRequestId,
      resultCode: 0,
      resultDesc: "The service request is processed successfully.",
      amount: 463,
      receipt: callback.body.Body.stkCallback.CallbackMetadata.Item[1].Value,
      phone: "254708374149",
      transactionDate: expect.stringMatching(/^\d{14}$/),
    })
    // The shop's acknowledgement is what the simulator saw.
    expect(delivered[0].reply).toBe(JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }))
  })

  it.each([
    [1, "The balance is insufficient for the transaction.", "Your M-Pesa balance was not enough"],
    [17, "Rule limited.", RESULT_MESSAGES[17]],
    [1019, "Transaction has expired.", "The payment request expired"],
    [1032, "Request cancelled by user", "You cancelled the payment on your phone"],
    [1037, "DS timeout user cannot be reached.", "Your phone could not be reached"],
    [2001, "The initiator information is invalid.", "The M-Pesa PIN was wrong"],
  ])("result %i: a callback without metadata, and the same result by query", async (code, desc, words) => {
    const phone = "254711000001"
    await sim.scenario(phone, { resultCode: code, delayMs: 20_000 })
    const client = newClient()
    const { checkoutRequestId } = await push(client, phone)
    await sim.advance(20_000)
    expect(received).toHaveLength(1)
    expect(received[0].body.Body.stkCallback).toEqual({
      MerchantRequestID: expect.any(String),
      CheckoutRequestID: checkoutRequestId,
      ResultCode: code,
      ResultDesc: desc,
    })
    expect(parseStkCallback(received[0].body)).toEqual({
      merchantRequestId: expect.any(String),
      checkoutRequestId,
      resultCode: code,
      resultDesc: desc,
    })
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "done", resultCode: code, resultDesc: desc })
    expect(resultMessage(code)).toBe(words)
    expect(resultMessage(code)).not.toBe("M-Pesa could not complete the payment")
  })

  it("names an unknown or missing result code in general words", () => {
    expect(resultMessage(9999)).toBe("M-Pesa could not complete the payment")
    expect(resultMessage(null)).toBe("M-Pesa could not complete the payment")
    expect(RESULT_MESSAGES[17]).toMatch(/wait two minutes/)
  })

  it("a duplicate callback comes twice with the same body", async () => {
    const phone = "254711000002"
    await sim.scenario(phone, { resultCode: 0, delayMs: 1_000, duplicate: true })
    const { checkoutRequestId } = await push(newClient(), phone)
    const delivered = await sim.advance(1_000)
    expect(delivered.map((d) => d.checkoutRequestId)).toEqual([checkoutRequestId, checkoutRequestId])
    expect(received).toHaveLength(2)
    expect(received[1].raw).toBe(received[0].raw)
  })

  it("a late callback comes after the query already answers the result", async () => {
    const phone = "254711000003"
    await sim.scenario(phone, { resultCode: 0, delayMs: 10_000, lateMs: 300_000 })
    const client = newClient()
    const { checkoutRequestId } = await push(client, phone)
    await sim.advance(10_000)
    expect(received).toHaveLength(0)
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "done", resultCode: 0, resultDesc: "The service request is processed successfully." })
    await sim.advance(299_999)
    expect(received).toHaveLength(0)
    await sim.advance(1)
    expect(received).toHaveLength(1)
    expect(parseStkCallback(received[0].body)).toMatchObject({ checkoutRequestId, resultCode: 0, amount: 463 })
  })

  it("with no callback at all only the query tells the result", async () => {
    const phone = "254711000004"
    await sim.scenario(phone, { resultCode: 1032, delayMs: 30_000, callback: false })
    const client = newClient()
    const { checkoutRequestId } = await push(client, phone)
    expect(await sim.advance(3_600_000)).toEqual([])
    expect(await sim.flush()).toEqual([])
    expect(received).toHaveLength(0)
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "done", resultCode: 1032, resultDesc: "Request cancelled by user" })
  })

  it("a scripted sequence applies one scenario per push; the last stays", async () => {
    const phone = "254711000005"
    await sim.scenario(phone, [{ resultCode: 1032, delayMs: 1_000 }, { resultCode: 0, delayMs: 1_000 }])
    const client = newClient()
    for (const expected of [1032, 0, 0]) {
      await push(client, phone)
      await sim.advance(1_000)
      expect(received.pop()?.body.Body.stkCallback.ResultCode).toBe(expected)
    }
  })

  it("a callback can carry another amount or phone than the push (for the shop's mismatch checks)", async () => {
    const phone = "254711000006"
    await sim.scenario(phone, { resultCode: 0, delayMs: 1_000, callbackAmount: 1, callbackPhone: "254799999999" })
    await push(newClient(), phone, 500)
    await sim.advance(1_000)
    expect(parseStkCallback(received[0].body)).toMatchObject({ amount: 1, phone: "254799999999" })
  })
})

describe("STK query", () => {
  it("answers pending while the prompt is open (Daraja's 'being processed' error), then the result", async () => {
    const phone = "254711000010"
    await sim.scenario(phone, { resultCode: 0, delayMs: 60_000 })
    const client = newClient()
    const { checkoutRequestId } = await push(client, phone)
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "pending" })
    const [query] = await sim.requests("/mpesa/stkpushquery")
    expect(query.status).toBe(500)
    expect(query.reply).toEqual({ requestId: checkoutRequestId, errorCode: "500.001.1001", errorMessage: "The transaction is being processed" })
    expect(query.body).toEqual({
      BusinessShortCode: "174379",
      Password: stkPassword("174379", sim.credentials.passkey, query.body.Timestamp),
      Timestamp: expect.stringMatching(/^\d{14}$/),
      CheckoutRequestID: checkoutRequestId,
    })
    await sim.advance(59_999)
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "pending" })
    await sim.advance(1)
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "done", resultCode: 0, resultDesc: "The service request is processed successfully." })
    const answers = await sim.requests("/mpesa/stkpushquery")
    // Daraja sends the codes as strings in a query's answer.
    expect(answers[2].reply).toMatchObject({ ResponseCode: "0", ResultCode: "0", CheckoutRequestID: checkoutRequestId })
  })

  it("can be scripted to answer another code than the callback (the sandbox's failing query)", async () => {
    const phone = "254711000011"
    await sim.scenario(phone, { resultCode: 0, delayMs: 1_000, queryResultCode: 1032 })
    const client = newClient()
    const { checkoutRequestId } = await push(client, phone)
    await sim.advance(1_000)
    expect(received[0].body.Body.stkCallback.ResultCode).toBe(0)
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "done", resultCode: 1032, resultDesc: "Request cancelled by user" })
  })

  it("an unknown CheckoutRequestID is a bad request", async () => {
    const error = await failure(newClient().stkQuery("ws_CO_000000"))
    expect(error).toMatchObject({ kind: "badRequest", code: "400.002.02", message: "Bad Request - Invalid CheckoutRequestID", status: 400 })
  })
})

describe("Daraja's refusals", () => {
  it("one open prompt per phone: a second push is 'Unable to lock subscriber' until the first is resolved", async () => {
    const phone = "254711000020"
    await sim.scenario(phone, { resultCode: 1032, delayMs: 45_000 })
    const client = newClient()
    await push(client, phone)
    const error = await failure(push(client, phone))
    expect(error).toMatchObject({
      kind: "subscriberLocked",
      code: "500.001.1001",
      status: 500,
      message: "Unable to lock subscriber, a transaction is already in process for the current subscriber",
    })
    // Another phone is not held up.
    await expect(push(client, "254711000021")).resolves.toMatchObject({ checkoutRequestId: expect.any(String) })
    await sim.advance(45_000)
    await expect(push(client, phone)).resolves.toMatchObject({ checkoutRequestId: expect.any(String) })
    expect((await sim.transactions()).filter((t) => t.phone === phone)).toHaveLength(2)
  })

  it("a wrong passkey is 'Wrong credentials' and a wrong shortcode 'Merchant does not exist' (kind auth)", async () => {
    const wrongKey = await failure(push(newClient(undefined, { passkey: "not-the-passkey" }), "254711000030"))
    expect(wrongKey).toMatchObject({ kind: "auth", code: "500.001.1001", message: "Wrong credentials", status: 500 })
    const wrongShortcode = await failure(push(newClient(undefined, { shortcode: "600000" }), "254711000030"))
    expect(wrongShortcode).toMatchObject({ kind: "auth", code: "500.001.1001", message: "Merchant does not exist" })
    expect(await sim.transactions()).toEqual([])
  })

  it("wrong consumer credentials are refused by OAuth (kind auth) and nothing is pushed", async () => {
    const error = await failure(push(newClient(undefined, { consumerSecret: "nope" }), "254711000031"))
    expect(error).toMatchObject({ kind: "auth", code: "400.008.01" })
    expect(await sim.requests("/mpesa")).toEqual([])
    const noGrant = await fetch(`${sim.url}/oauth/v1/generate`, {
      headers: { Authorization: `Basic ${Buffer.from(`${sim.credentials.consumerKey}:${sim.credentials.consumerSecret}`).toString("base64")}` },
    })
    expect(noGrant.status).toBe(400)
    expect(await noGrant.json()).toEqual({ requestId: expect.any(String), errorCode: "400.008.02", errorMessage: "Invalid grant type passed" })
  })

  it("the client refuses amounts and fields Daraja would refuse, before sending anything", async () => {
    const client = newClient()
    const cases: [Parameters<typeof push>[3] & { amount?: number; phone?: string }, string][] = [
      [{ amount: 0 }, "Amount"],
      [{ amount: 462.84 }, "Amount"],
      [{ phone: "0712345678" }, "PhoneNumber"],
      [{ phone: "254612345678" }, "PhoneNumber"],
      [{ accountReference: "ABCDEFGHIJKLM" }, "AccountReference"],
      [{ accountReference: "" }, "AccountReference"],
      [{ description: "ABCDEFGHIJKLMN" }, "TransactionDesc"],
      [{ callbackUrl: "not a url" }, "CallBackURL"],
    ]
    for (const [input, field] of cases) {
      const error = await failure(push(client, input.phone ?? "254711000040", input.amount ?? 100, input))
      expect(error).toMatchObject({ kind: "badRequest", code: "400.002.02", message: `Bad Request - Invalid ${field} (not sent)` })
    }
    expect(await sim.requests()).toEqual([])
    // The limits themselves are allowed: 12 and 13 characters, KES 1, a 2541… line.
    await expect(
      push(client, "254111000040", 1, { accountReference: "ABCDEFGHIJKL", description: "ABCDEFGHIJKLM" })
    ).resolves.toMatchObject({ checkoutRequestId: expect.any(String) })
  })

  it("the simulator answers Daraja's envelopes for bad fields, a missing Content-Type and a missing token", async () => {
    const envelope = (field: string) => ({ requestId: expect.any(String), errorCode: "400.002.02", errorMessage: `Bad Request - Invalid ${field}` })
    const cases: [Record<string, unknown>, string][] = [
      [{ Amount: 462.84 }, "Amount"],
      [{ Amount: 0 }, "Amount"],
      [{ AccountReference: "ABCDEFGHIJKLM" }, "AccountReference"],
      [{ TransactionDesc: "ABCDEFGHIJKLMN" }, "TransactionDesc"],
      [{ AccountReference: null }, "Remarks"],
      [{ PhoneNumber: "0708374149" }, "PhoneNumber"],
      [{ PartyA: "25470837414" }, "PartyA"],
      [{ TransactionType: "CustomerPayBill" }, "TransactionType"],
      [{ CallBackURL: "http://127.0.0.1:9/hooks/mpesa/x" }, "CallBackURL"],
      [{ BusinessShortCode: "17" }, "BusinessShortCode"],
    ]
    for (const [overrides, field] of cases) {
      const { status, body } = await raw("/mpesa/stkpush/v1/processrequest", validPush(overrides))
      expect({ field, status, body }).toEqual({ field, status: 400, body: envelope(field) })
    }
    const plain = await raw("/mpesa/stkpush/v1/processrequest", JSON.stringify(validPush()), { "Content-Type": "text/plain" })
    expect(plain).toEqual({ status: 400, body: envelope("BusinessShortCode") })
    const noToken = await fetch(`${sim.url}/mpesa/stkpush/v1/processrequest`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validPush()),
    })
    expect(noToken.status).toBe(404)
    expect(await noToken.json()).toEqual({ requestId: expect.any(String), errorCode: "404.001.04", errorMessage: "Invalid Authentication Header" })
    expect(await sim.transactions()).toEqual([])
    // The same body within the limits is taken.
    expect(await raw("/mpesa/stkpush/v1/processrequest", validPush())).toMatchObject({ status: 200, body: { ResponseCode: "0" } })
  })

  it("'System is busy' is kind busy", async () => {
    await sim.failNextPush("busy")
    const error = await failure(push(newClient(), "254711000050"))
    expect(error).toMatchObject({ kind: "busy", code: "500.003.02" })
    expect(await sim.transactions()).toEqual([])
  })

  it("a 500 that hid a processed push: the client throws kind server, and the callback still comes", async () => {
    const phone = "254711000051"
    await sim.scenario(phone, { resultCode: 0, delayMs: 2_000 })
    await sim.failNextPush("processed500")
    const error = await failure(push(newClient(), phone, 700))
    expect(error).toMatchObject({ kind: "server", code: "500.003.1001", message: "Internal Server Error", status: 500 })
    const [tx] = await sim.transactions()
    expect(tx).toMatchObject({ phone, amount: 700 })
    await sim.advance(2_000)
    expect(parseStkCallback(received[0].body)).toMatchObject({ checkoutRequestId: tx.checkoutRequestId, resultCode: 0, amount: 700 })
  })

  it("a 500 that processed nothing is kind server too, and nothing follows", async () => {
    await sim.failNextPush("unprocessed500")
    expect(await failure(push(newClient(), "254711000052"))).toMatchObject({ kind: "server", code: "500.003.1001" })
    await sim.advance(600_000)
    expect(received).toEqual([])
  })

  it("no answer at all is kind server (network)", async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await failure(push(newClient(undefined, { baseUrl: `http://127.0.0.1:${port}` }), "254711000053"))
    expect(error).toMatchObject({ kind: "server", code: "network" })
  })
})

describe("the OAuth token", () => {
  it("two clients sharing one store use one token", async () => {
    const store = createMemoryTokenStore()
    const [a, b] = [newClient(store), newClient(store)]
    await push(a, "254711000060")
    await push(b, "254711000061")
    await a.stkQuery("ws_CO_x").catch(() => undefined)
    expect(await sim.requests("/oauth")).toHaveLength(1)
    const bearers = new Set((await sim.requests("/mpesa")).map((r) => r.authorization))
    expect(bearers).toEqual(new Set([`Bearer ${store.current!.token}`]))
  })

  it("parallel calls of one client ask for one token", async () => {
    const client = newClient()
    await Promise.all([push(client, "254711000062"), push(client, "254711000063"), push(client, "254711000064")])
    expect(await sim.requests("/oauth")).toHaveLength(1)
  })

  it("two clients with separate stores: the second's token revokes the first's, which retries once and succeeds", async () => {
    const first = newClient()
    const second = newClient()
    await push(first, "254711000070")
    await push(second, "254711000071")
    await expect(push(first, "254711000072")).resolves.toMatchObject({ checkoutRequestId: expect.any(String) })
    const pushes = await sim.requests("/mpesa/stkpush")
    expect(pushes.map((p) => p.status)).toEqual([200, 200, 404, 200])
    expect(pushes[2].reply).toMatchObject({ errorCode: "404.001.03", errorMessage: "Invalid Access Token" })
    expect(await sim.requests("/oauth")).toHaveLength(3)
    expect((await sim.transactions()).map((t) => t.phone)).toEqual(["254711000070", "254711000071", "254711000072"])
  })

  it("a token revoked mid-run: the next call takes a new token once and goes through", async () => {
    const lines: string[] = []
    const store = createMemoryTokenStore()
    const client = newClient(store, undefined, lines)
    const phone = "254711000073"
    await sim.scenario(phone, { resultCode: 0, delayMs: 30_000 })
    const { checkoutRequestId } = await push(client, phone)
    const before = store.current!.token
    await sim.revokeToken()
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "pending" })
    expect(store.current!.token).not.toBe(before)
    const queries = await sim.requests("/mpesa/stkpushquery")
    expect(queries.map((q) => q.reply.errorCode)).toEqual(["404.001.03", "500.001.1001"])
    expect(lines.some((line) => /token refused \(404\.001\.03\)/.test(line))).toBe(true)
  })

  it("a token refused again after the retry is kind auth (no endless retries)", async () => {
    const client = new DarajaClient(config(), createMemoryTokenStore(), async (input, init) => {
      if (String(input).includes("/mpesa/")) await sim.revokeToken()
      return fetch(input, init)
    })
    const error = await failure(push(client, "254711000074"))
    expect(error).toMatchObject({ kind: "auth", code: "404.001.03" })
    expect(await sim.requests("/mpesa/stkpush")).toHaveLength(2)
  })

  it("is renewed 60 s before it expires, by the injected clock", async () => {
    let now = Date.now()
    const store = createMemoryTokenStore()
    const client = new DarajaClient(config(), store, undefined, { now: () => now })
    await push(client, "254711000075")
    expect(store.current!.expiresAt).toBe(now + 3_599_000)
    now += 3_599_000 - 60_001
    await client.stkQuery("ws_CO_x").catch(() => undefined)
    expect(await sim.requests("/oauth")).toHaveLength(1)
    now += 1
    await client.stkQuery("ws_CO_x").catch(() => undefined)
    expect(await sim.requests("/oauth")).toHaveLength(2)
    // The Timestamp comes from the same clock (Nairobi time).
    const last = (await sim.requests("/mpesa/stkpushquery")).pop()!
    expect(last.body.Timestamp).toBe(darajaTimestamp(now))
  })

  it("logs phone numbers masked, and the CheckoutRequestID (what a forged callback needs) at debug only", async () => {
    const lines: string[] = []
    const debugLines: string[] = []
    const client = newClient(undefined, undefined, lines, debugLines)
    const { checkoutRequestId } = await push(client, "254711000076")
    await sim.failNextPush("busy")
    await failure(push(client, "254711000077"))
    expect(lines.join("\n")).toMatch(/2547\*\*\*\*\*076/)
    expect([...lines, ...debugLines].join("\n")).not.toMatch(/254711000076|254711000077/)
    expect(lines.join("\n")).not.toContain(checkoutRequestId)
    expect(debugLines.join("\n")).toContain(checkoutRequestId)
  })
})

describe("parseStkCallback", () => {
  it("reads a success body as Daraja writes it (decimal amount, numeric date and phone, Balance without Value)", () => {
    const body = JSON.parse(`{"Body":{"stkCallback":{"MerchantRequestID":"29115-34620561-1","CheckoutRequestID":"ws_CO_191220191020363925",
      "ResultCode":0,"ResultDesc":"The service request is processed successfully.","CallbackMetadata":{"Item":[
      {"Name":"Amount","Value":1.00},{"Name":"MpesaReceiptNumber","Value":"NLJ7RT61SV"},{"Name":"Balance"},
      {"Name":"TransactionDate","Value":20191219102115},{"Name":"PhoneNumber","Value":254708374149}]}}}}`)
    expect(parseStkCallback(body)).toEqual({
      merchantRequestId: "29115-34620561-1",
      checkoutRequestId: "ws_CO_191220191020363925",
      resultCode: 0,
      resultDesc: "The service request is processed successfully.",
      amount: 1,
      receipt: "NLJ7RT61SV",
      phone: "254708374149",
      transactionDate: "20191219102115",
    })
  })

  it("reads a failure body (no metadata)", () => {
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: "29115-34620561-1",
          CheckoutRequestID: "ws_CO_191220191020363925",
          ResultCode: 1032,
          ResultDesc: "Request cancelled by user",
        },
      },
    }
    expect(parseStkCallback(body)).toEqual({
      merchantRequestId: "29115-34620561-1",
      checkoutRequestId: "ws_CO_191220191020363925",
      resultCode: 1032,
      resultDesc: "Request cancelled by user",
    })
  })

  it("skips junk metadata items and keeps the rest", () => {
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: "m",
          CheckoutRequestID: "ws_CO_1",
          ResultCode: 0,
          ResultDesc: "ok",
          CallbackMetadata: { Item: [null, "x", { Name: 5 }, { Name: "Amount", Value: { a: 1 } }, { Name: "MpesaReceiptNumber", Value: "ABC" }] },
        },
      },
    }
    expect(parseStkCallback(body)).toEqual({ merchantRequestId: "m", checkoutRequestId: "ws_CO_1", resultCode: 0, resultDesc: "ok", receipt: "ABC" })
  })

  it.each([
    ["null", null],
    ["a string", "Body"],
    ["an array", [{ Body: {} }]],
    ["an empty object", {}],
    ["no stkCallback", { Body: {} }],
    ["a B2C result", { Result: { ResultCode: 0, ResultDesc: "ok" } }],
    ["no CheckoutRequestID", { Body: { stkCallback: { MerchantRequestID: "m", ResultCode: 0, ResultDesc: "ok" } } }],
    ["an empty CheckoutRequestID", { Body: { stkCallback: { MerchantRequestID: "m", CheckoutRequestID: "", ResultCode: 0 } } }],
    ["a ResultCode that is no number", { Body: { stkCallback: { MerchantRequestID: "m", CheckoutRequestID: "ws_CO_1", ResultCode: "zero" } } }],
    ["a fractional ResultCode", { Body: { stkCallback: { MerchantRequestID: "m", CheckoutRequestID: "ws_CO_1", ResultCode: 0.5 } } }],
  ])("is null for %s", (_name, body) => {
    expect(parseStkCallback(body)).toBeNull()
  })
})

describe("the simulator on its own", () => {
  it("an expired token is 'Invalid Access Token'; the client takes a new one and goes on", async () => {
    const store = createMemoryTokenStore()
    const client = newClient(store)
    await push(client, "254711000080")
    await sim.expireToken()
    await expect(push(client, "254711000081")).resolves.toMatchObject({ checkoutRequestId: expect.any(String) })
    expect((await sim.requests("/mpesa/stkpush")).map((r) => r.status)).toEqual([200, 404, 200])
    expect(await sim.requests("/oauth")).toHaveLength(2)
  })

  it("runs standalone: `--port 0` prints its URL and the credentials it takes, and with --clock real calls back by itself", async () => {
    const script = path.resolve(__dirname, "../../../../../scripts/daraja-simulator.mjs")
    const child = spawn(process.execPath, [script, "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] })
    try {
      const lines = readline.createInterface({ input: child.stdout })
      const printed: string[] = []
      const settings: Record<string, string> = {}
      for await (const line of lines) {
        printed.push(line)
        const match = /^\s+(MPESA_\w+)=(\S+)$/.exec(line)
        if (match) settings[match[1]] = match[2]
        if (line.startsWith("Control API")) break
      }
      expect(printed[0]).toMatch(/^Daraja simulator on http:\/\/127\.0\.0\.1:\d+ \(clock: real\)$/)
      expect(settings).toEqual({
        MPESA_BASE_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        MPESA_CONSUMER_KEY: expect.any(String),
        MPESA_CONSUMER_SECRET: expect.any(String),
        MPESA_SHORTCODE: "174379",
        MPESA_PASSKEY: sim.credentials.passkey,
        MPESA_TRANSACTION_TYPE: "CustomerPayBillOnline",
        MPESA_B2C_SHORTCODE: "600997",
        MPESA_B2C_INITIATOR: "testapi",
        MPESA_B2C_SECURITY_CREDENTIAL: sim.b2cCredentials.securityCredential,
      })
      await fetch(`${settings.MPESA_BASE_URL}/__sim/scenario`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone: "254708374149", resultCode: 0, delayMs: 300 }),
      })
      const client = new DarajaClient(
        {
          baseUrl: settings.MPESA_BASE_URL,
          consumerKey: settings.MPESA_CONSUMER_KEY,
          consumerSecret: settings.MPESA_CONSUMER_SECRET,
          shortcode: settings.MPESA_SHORTCODE,
          passkey: settings.MPESA_PASSKEY,
          transactionType: "CustomerPayBillOnline",
        },
        createMemoryTokenStore()
      )
      const { checkoutRequestId } = await push(client, "254708374149", 50)
      const deadline = Date.now() + 5_000
      while (!received.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(parseStkCallback(received[0]?.body)).toMatchObject({ checkoutRequestId, resultCode: 0, amount: 50 })
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGTERM")
      await exited
    }
  })
})
