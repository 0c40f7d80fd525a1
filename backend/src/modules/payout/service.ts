import { InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { recordB2cSent, recordB2cStatusQuery, sqlOf, type SqlContext } from "../sql-context"
import { Payout } from "./models/payout"
import { PayoutCallback } from "./models/payout-callback"
import { PayoutMethod } from "./models/payout-method"
import { payoutProvider } from "./providers"
import type { PayoutMethodKind } from "../../domain/ledger/payouts"
import type { NewPayout, PayoutCallbackRecord, PayoutRow } from "./types"

type Ctx = SqlContext

const db = sqlOf

/**
 * Payout methods, payouts and the B2C callbacks as Daraja posted them. A payout row is written in the
 * same database transaction as its ledger post: its caller opens one (`withTransaction`, or another
 * module's transaction in `ctx.transactionManager`) and passes the context to `insertPayout`/`settle`.
 * How a payout is sent depends on its method's kind: `provider(kind)` (M-Pesa B2C, or a bank
 * transfer paid by hand).
 */
class PayoutModuleService extends MedusaService({ PayoutMethod, Payout, PayoutCallback }) {
  /** Runs `work` in one database transaction: whatever is called with the context it gets joins it. */
  @InjectTransactionManager()
  async withTransaction<T>(work: (ctx: Ctx) => Promise<T>, @MedusaContext() ctx: Ctx = {}): Promise<T> {
    return work(ctx)
  }

  /** The query builder bound to the context's transaction (for the ledger's posts in the same one). */
  transactionOf(ctx: Ctx): Knex.Transaction {
    return db(ctx) as Knex.Transaction
  }

  provider(kind: PayoutMethodKind) {
    return payoutProvider(kind)
  }

  @InjectTransactionManager()
  async insertPayout(input: NewPayout, @MedusaContext() ctx: Ctx = {}): Promise<PayoutRow> {
    const [row] = await db(ctx)("payout")
      .insert({
        id: input.id,
        merchant_id: input.merchantId,
        batch_id: input.batchId,
        part: input.part,
        amount_cents: input.amountCents,
        method: input.destination.kind,
        phone: input.destination.phone,
        bank: input.destination.bank ? JSON.stringify(input.destination.bank) : null,
        state: "Processing",
        requested_by: input.requestedBy,
      })
      .returning("*")
    return row as PayoutRow
  }

  /** The payout row as stored (deleted or not), or null. */
  @InjectManager()
  async payoutRow(id: string, @MedusaContext() ctx: Ctx = {}): Promise<PayoutRow | null> {
    return ((await db(ctx)("payout").where({ id }).first()) as PayoutRow | undefined) ?? null
  }

  /** A payout not deleted, or null. */
  @InjectManager()
  async livePayoutRow(id: string, @MedusaContext() ctx: Ctx = {}): Promise<PayoutRow | null> {
    return ((await db(ctx)("payout").where({ id }).whereNull("deleted_at").first()) as PayoutRow | undefined) ?? null
  }

  /** The payouts of `ids` as stored, by merchant and part. */
  @InjectManager()
  async payoutRows(ids: string[], @MedusaContext() ctx: Ctx = {}): Promise<PayoutRow[]> {
    return ids.length ? ((await db(ctx)("payout").whereIn("id", ids).orderBy(["merchant_id", "part"])) as PayoutRow[]) : []
  }

  /** The payout row locked (FOR UPDATE) in the context's transaction. */
  @InjectTransactionManager()
  async lockPayout(id: string, @MedusaContext() ctx: Ctx = {}): Promise<PayoutRow | null> {
    return ((await db(ctx)("payout").where({ id }).forUpdate().first()) as PayoutRow | undefined) ?? null
  }

  /** Writes a settlement's columns (see the payout workflows' settle step) and answers the row. */
  @InjectTransactionManager()
  async updatePayout(id: string, values: Record<string, unknown>, @MedusaContext() ctx: Ctx = {}): Promise<PayoutRow> {
    const [row] = await db(ctx)("payout").where({ id }).update(values).returning("*")
    return row as PayoutRow
  }

  /** Daraja accepted the B2C request (or its outcome is unknown): one more attempt, and its ConversationID (and a reason) when known. */
  @InjectTransactionManager()
  async recordSent(id: string, conversationId: string | null, reason: string | null = null, @MedusaContext() ctx: Ctx = {}) {
    await recordB2cSent(db(ctx), "payout", id, conversationId, reason)
  }

  /** When a payout's status was last asked about with Transaction Status. */
  @InjectTransactionManager()
  async recordStatusQuery(id: string, at: Date, @MedusaContext() ctx: Ctx = {}) {
    await recordB2cStatusQuery(db(ctx), "payout", id, at)
  }

  /** A B2C callback (a payout's or a refund's) as Daraja posted it, with what it did. */
  @InjectTransactionManager()
  async recordCallback(input: PayoutCallbackRecord, @MedusaContext() ctx: Ctx = {}) {
    await this.createPayoutCallbacks(
      { payout_id: input.payoutId, kind: input.kind, body: input.body, source_ip: input.sourceIp, outcome: input.outcome },
      ctx
    )
  }
}

export default PayoutModuleService
