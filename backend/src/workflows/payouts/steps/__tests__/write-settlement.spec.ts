import type { Settlement } from "../../../../domain/ledger/b2c-settlement"
import { writeSettlement, type SettlementPosts } from "../write-settlement"

type Row = Parameters<typeof writeSettlement>[0]

const row = (over: Partial<Row> = {}): Row =>
  ({
    id: "pout_1",
    state: "Processing",
    amount_cents: "100000",
    receipt: null,
    reason: null,
    result_code: null,
    claimed_failure: null,
    attempts: 1,
    conversation_id: null,
    unreconciled: false,
    sent_at: null,
    status_query_at: null,
    settled_at: null,
    created_at: new Date(),
    ...over,
  }) as Row

/** Runs a settlement against a row, recording the posts and the written columns. */
async function settle(current: Row, settlement: Settlement, options: { lateAllowed?: boolean; overpaid?: number } = {}) {
  const posted: string[] = []
  const written: Record<string, unknown>[] = []
  const posts: SettlementPosts = {
    noun: "payout",
    post: async (kind) => {
      posted.push(kind)
    },
    overpaidCents: async () => options.overpaid ?? 0,
    lateAllowed: options.lateAllowed ?? true,
  }
  const result = await writeSettlement(current, settlement, posts, async (values) => {
    written.push(values)
    return { ...current, ...values } as Row
  })
  return { ...result, posted, written }
}

describe("writeSettlement", () => {
  it("Paid posts once and records the receipt, clearing the reason and the flag", async () => {
    const { step, posted, written } = await settle(row({ reason: "old" }), { state: "Paid", receipt: "RCP1", resultCode: "0" })
    expect(step).toBe("paid")
    expect(posted).toEqual(["Paid"])
    expect(written).toEqual([expect.objectContaining({ state: "Paid", receipt: "RCP1", reason: null, unreconciled: false, result_code: "0", settled_at: expect.any(Date) })])
  })

  it("a claimed failure only records the claim; the row stays Processing and nothing is posted", async () => {
    const { step, posted, written } = await settle(row(), { state: "Claimed", reason: "M-Pesa 2001: bad initiator." })
    expect(step).toBe("claim")
    expect(posted).toEqual([])
    expect(written[0]).toMatchObject({ claimed_failure: "M-Pesa 2001: bad initiator." })
    expect(written[0]).not.toHaveProperty("state")
  })

  it("a confirmed failure keeps the claimed result's reason and posts Failed", async () => {
    const { posted, written } = await settle(row({ claimed_failure: "M-Pesa 2040: failed." }), { state: "Failed", reason: "Transaction Status: Failed" })
    expect(posted).toEqual(["Failed"])
    expect(written[0]).toMatchObject({ state: "Failed", reason: "M-Pesa 2040: failed.", receipt: null })
  })

  it("a success for a Failed row posts LatePaid and flags it, unless late successes are not allowed (a bank payout)", async () => {
    const late = await settle(row({ state: "Failed" }), { state: "Paid", receipt: "RCP2" }, { overpaid: 100000 })
    expect(late.step).toBe("late-paid")
    expect(late.posted).toEqual(["LatePaid"])
    expect(late.written[0]).toMatchObject({ state: "Paid", receipt: "RCP2", unreconciled: true, reason: expect.stringContaining("RCP2") })

    const refused = await settle(row({ state: "Failed" }), { state: "Paid", receipt: "RCP2" }, { lateAllowed: false })
    expect(refused).toMatchObject({ step: "none", posted: [], written: [] })
  })

  it("a duplicate result for a Paid row changes nothing", async () => {
    const { step, posted, written, row: answered } = await settle(row({ state: "Paid", receipt: "RCP1" }), { state: "Paid", receipt: "RCP1" })
    expect(step).toBe("none")
    expect(posted).toEqual([])
    expect(written).toEqual([])
    expect(answered.receipt).toBe("RCP1")
  })
})
