import { InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { recordB2cSent, recordB2cStatusQuery, sqlOf, type SqlContext } from "../sql-context"
import { BuyerRefund } from "./models/buyer-refund"
import type { NewRefund, RefundRow } from "./types"

type Ctx = SqlContext

const db = sqlOf

/**
 * Refunds to buyers by M-Pesa B2C. A refund row is written in the same database transaction as its
 * ledger post: its caller opens one (`withTransaction`, or another module's transaction in
 * `ctx.transactionManager`) and passes the context to `insertRefund`/`lockRefund`/`updateRefund`.
 */
class RefundModuleService extends MedusaService({ BuyerRefund }) {
  /** Runs `work` in one database transaction (`isolationLevel`/read-only from the context): whatever is called with the context it gets joins it. */
  @InjectTransactionManager()
  async withTransaction<T>(work: (ctx: Ctx) => Promise<T>, @MedusaContext() ctx: Ctx = {}): Promise<T> {
    return work(ctx)
  }

  /** The query builder bound to the context's transaction (for the ledger's posts in the same one). */
  transactionOf(ctx: Ctx): Knex.Transaction {
    return db(ctx) as Knex.Transaction
  }

  @InjectTransactionManager()
  async insertRefund(input: NewRefund, @MedusaContext() ctx: Ctx = {}): Promise<RefundRow> {
    const [row] = await db(ctx)("buyer_refund")
      .insert({
        id: input.id,
        payment_id: input.subject.paymentId,
        order_id: input.subject.orderId,
        customer_id: input.subject.customerId,
        amount_cents: input.amountCents,
        phone: input.subject.phone,
        state: "Processing",
        requested_by: input.requestedBy,
      })
      .returning("*")
    return row as RefundRow
  }

  /** The refund as stored, its amount as text, or null. */
  @InjectManager()
  async refundRow(id: string, @MedusaContext() ctx: Ctx = {}): Promise<RefundRow | null> {
    const knex = db(ctx)
    return ((await knex("buyer_refund").select("*", knex.raw("amount_cents::text AS amount_cents")).where({ id }).first()) as RefundRow | undefined) ?? null
  }

  /** A refund not deleted, or null. */
  @InjectManager()
  async liveRefundRow(id: string, @MedusaContext() ctx: Ctx = {}): Promise<RefundRow | null> {
    return ((await db(ctx)("buyer_refund").where({ id }).whereNull("deleted_at").first()) as RefundRow | undefined) ?? null
  }

  /** The refund row locked (FOR UPDATE) in the context's transaction. */
  @InjectTransactionManager()
  async lockRefund(id: string, @MedusaContext() ctx: Ctx = {}): Promise<RefundRow | null> {
    return ((await db(ctx)("buyer_refund").where({ id }).forUpdate().first()) as RefundRow | undefined) ?? null
  }

  /** Writes a settlement's columns and answers the row. */
  @InjectTransactionManager()
  async updateRefund(id: string, values: Record<string, unknown>, @MedusaContext() ctx: Ctx = {}): Promise<RefundRow> {
    const [row] = await db(ctx)("buyer_refund").where({ id }).update(values).returning("*")
    return row as RefundRow
  }

  /** Daraja accepted the B2C request (or its outcome is unknown): one more attempt, and its ConversationID (and a reason) when known. */
  @InjectTransactionManager()
  async recordSent(id: string, conversationId: string | null, reason: string | null = null, @MedusaContext() ctx: Ctx = {}) {
    await recordB2cSent(db(ctx), "buyer_refund", id, conversationId, reason)
  }

  /** When a refund's status was last asked about with Transaction Status. */
  @InjectTransactionManager()
  async recordStatusQuery(id: string, at: Date, @MedusaContext() ctx: Ctx = {}) {
    await recordB2cStatusQuery(db(ctx), "buyer_refund", id, at)
  }
}

export default RefundModuleService
