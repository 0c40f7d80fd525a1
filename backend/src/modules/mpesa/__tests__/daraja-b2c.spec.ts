import { startDarajaSimulator, type DarajaSimulator } from "../../../../integration-tests/helpers/daraja"
import { startRecordingHook, type HookPost, type RecordingHook } from "../../../../integration-tests/helpers/recording-hook"
import { createMemoryTokenStore, DarajaClient, DarajaError, parseB2cResult, type DarajaConfig } from "../daraja-client"

// B2C v3 and Transaction Status through the wire client against the simulator on loopback; a small
// server stands in for the shop's result and queue-timeout URLs and records what Daraja POSTs.

type Posted = HookPost<{ Result: Record<string, unknown> }>

let sim: DarajaSimulator
let hook: RecordingHook<Posted["body"]>
let base = ""
let posted: Posted[] = []

beforeAll(async () => {
  sim = await startDarajaSimulator()
  hook = await startRecordingHook()
  posted = hook.posts
  base = `${hook.origin}/hooks/payouts/s3cret`
})

afterAll(async () => {
  await sim?.close()
  await hook?.close()
})

beforeEach(async () => {
  await sim.reset()
  hook.clear()
})

const config = (b2c: Partial<NonNullable<DarajaConfig["b2c"]>> = {}): DarajaConfig => ({
  baseUrl: sim.url,
  ...sim.credentials,
  transactionType: "CustomerPayBillOnline",
  b2c: {
    shortcode: sim.b2cCredentials.b2cShortcode,
    initiator: sim.b2cCredentials.initiator,
    securityCredential: sim.b2cCredentials.securityCredential,
    ...b2c,
  },
})

let counter = 0
const pay = (client: DarajaClient, phone: string, amount: number, id = `pout_test_${++counter}`) =>
  client.b2cPayment({
    originatorConversationId: id,
    amount,
    phone,
    remarks: "Duka payout",
    resultUrl: `${base}/result`,
    queueTimeoutUrl: `${base}/timeout`,
  })

const failure = async (promise: Promise<unknown>): Promise<DarajaError> => {
  try {
    await promise
  } catch (error) {
    if (error instanceof DarajaError) return error
    throw error
  }
  throw new Error("expected a DarajaError")
}

describe("B2C payment", () => {
  it("is acknowledged, then its result with the receipt, amount, receiver and utility balance is posted to the ResultURL", async () => {
    const client = new DarajaClient(config(), createMemoryTokenStore())
    const before = (await sim.b2c()).utility
    const ack = await pay(client, "254708374149", 1234, "pout_paid_1")
    expect(ack).toEqual({ conversationId: expect.stringMatching(/^AG_/), originatorConversationId: "pout_paid_1" })
    const [request] = await sim.requests("/mpesa/b2c/v3/paymentrequest")
    expect(request.body).toMatchObject({
      OriginatorConversationID: "pout_paid_1",
      InitiatorName: "testapi",
      CommandID: "BusinessPayment",
      Amount: 1234,
      PartyA: sim.b2cCredentials.b2cShortcode,
      PartyB: "254708374149",
      Remarks: "Duka payout",
    })
    expect(posted).toEqual([])
    await sim.advance(3_000)
    expect(posted).toHaveLength(1)
    expect(posted[0].path).toMatch(/\/result$/)
    const result = parseB2cResult(posted[0].body)!
    const payment = (await sim.b2c()).payments[0]
    expect(result).toMatchObject({
      originatorConversationId: "pout_paid_1",
      conversationId: ack.conversationId,
      resultCode: 0,
      amount: 1234,
      receipt: payment.receipt,
      receiverPhone: "254708374149",
      utilityFunds: before - 1234,
    })
    expect((await sim.b2c()).utility).toBe(before - 1234)
  })

  it("refuses a repeated OriginatorConversationID: a retry cannot pay twice", async () => {
    const client = new DarajaClient(config(), createMemoryTokenStore())
    await pay(client, "254708374149", 500, "pout_once")
    const error = await failure(pay(client, "254708374149", 500, "pout_once"))
    expect(error).toMatchObject({ code: "500.002.1001", kind: "duplicate", message: "Duplicate OriginatorConversationID.", status: 500 })
    expect((await sim.b2c()).payments).toHaveLength(1)
  })

  it("posts scripted failures (2001, 2040) without ResultParameters, a queue timeout, or nothing", async () => {
    const client = new DarajaClient(config(), createMemoryTokenStore())
    await sim.b2cScenario("254711000001", { resultCode: 2040 })
    await sim.b2cScenario("254711000002", { timeout: true })
    await sim.b2cScenario("254711000003", { result: false })
    await pay(client, "254711000001", 100, "pout_2040")
    await pay(client, "254711000002", 100, "pout_timeout")
    await pay(client, "254711000003", 100, "pout_silent")
    // Wrong initiator credentials: 2001, whatever the phone.
    await pay(new DarajaClient(config({ securityCredential: "wrong" }), createMemoryTokenStore()), "254711000004", 100, "pout_2001")
    await sim.advance(3_000)
    const byId = Object.fromEntries(posted.map((p) => [String(p.body.Result.OriginatorConversationID), p]))
    expect(Object.keys(byId).sort()).toEqual(["pout_2001", "pout_2040", "pout_timeout"])
    expect(parseB2cResult(byId.pout_2040.body)).toMatchObject({ resultCode: 2040, parameters: {} })
    expect(byId.pout_2040.body.Result.ResultParameters).toBeUndefined()
    expect(parseB2cResult(byId.pout_2001.body)).toMatchObject({ resultCode: 2001, resultDesc: "The initiator information is invalid." })
    expect(byId.pout_timeout.path).toMatch(/\/timeout$/)
  })

  it("refuses amounts outside Kes. 10–250,000 and a bad phone before sending anything", async () => {
    const client = new DarajaClient(config(), createMemoryTokenStore())
    expect(await failure(pay(client, "254708374149", 9))).toMatchObject({ kind: "badRequest", code: "400.002.02" })
    expect(await failure(pay(client, "254708374149", 250_001))).toMatchObject({ kind: "badRequest" })
    expect(await failure(pay(client, "0708374149", 100))).toMatchObject({ kind: "badRequest" })
    expect(await failure(new DarajaClient({ ...config(), b2c: undefined }, createMemoryTokenStore()).b2cPayment({} as never))).toMatchObject({ kind: "auth" })
    expect(await sim.requests("/mpesa/b2c")).toEqual([])
  })
})

describe("Transaction Status", () => {
  it("tells what became of a payment whose result never came, with the Occasion echoed", async () => {
    const client = new DarajaClient(config(), createMemoryTokenStore())
    await sim.b2cScenario("254722000001", { result: false })
    await pay(client, "254722000001", 777, "pout_lost")
    await sim.advance(3_000)
    expect(posted).toEqual([])
    const ack = await client.transactionStatus({
      originalConversationId: "pout_lost",
      resultUrl: `${base}/status`,
      queueTimeoutUrl: `${base}/timeout`,
      remarks: "Payout status",
      occasion: "pout_lost",
    })
    expect(ack.conversationId).toMatch(/^AG_/)
    await sim.flush()
    expect(posted).toHaveLength(1)
    const result = parseB2cResult(posted[0].body)!
    const payment = (await sim.b2c()).payments[0]
    expect(result).toMatchObject({ resultCode: 0, transactionStatus: "Completed", amount: 777, receipt: payment.receipt, reference: { Occasion: "pout_lost" } })
    const [request] = await sim.requests("/mpesa/transactionstatus")
    expect(request.body).toMatchObject({ CommandID: "TransactionStatusQuery", OriginalConversationID: "pout_lost", IdentifierType: "4" })
  })

  it("answers an unknown payment with an error result", async () => {
    const client = new DarajaClient(config(), createMemoryTokenStore())
    await client.transactionStatus({ originalConversationId: "pout_never", resultUrl: `${base}/status`, queueTimeoutUrl: `${base}/timeout`, remarks: "Payout status" })
    await sim.flush()
    expect(parseB2cResult(posted[0].body)).toMatchObject({ resultCode: "R000002" })
  })
})
