import type { Context } from "@medusajs/framework/types"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import type { Knex } from "knex"

/**
 * Raw SQL inside a module's service, shared by the money modules. Every module uses the shop's one
 * connection, so a context's transaction is joinable whichever module opened it.
 */
export type SqlContext = Context<EntityManager>

/** The query builder of the context's transaction, or the module's connection outside one. */
export function sqlOf(ctx: SqlContext): Knex {
  const manager = (ctx.transactionManager ?? ctx.manager)!
  return manager.getTransactionContext<Knex.Transaction>() ?? manager.getKnex()
}

/** The knex transaction of a transaction-bound context. */
export const transactionOf = (ctx: SqlContext) => ctx.transactionManager!.getTransactionContext<Knex.Transaction>()!

/** Payouts and buyer refunds are both sent by B2C: Daraja accepted one more attempt (its ConversationID and a reason when known). */
export async function recordB2cSent(knex: Knex, table: "payout" | "buyer_refund", id: string, conversationId: string | null, reason: string | null) {
  await knex(table)
    .where({ id })
    .update({
      attempts: knex.raw("attempts + 1"),
      sent_at: new Date(),
      ...(conversationId ? { conversation_id: conversationId } : {}),
      ...(reason ? { reason } : {}),
      updated_at: new Date(),
    })
}

/** When a payout's or refund's status was last asked about with Transaction Status. */
export async function recordB2cStatusQuery(knex: Knex, table: "payout" | "buyer_refund", id: string, at: Date) {
  await knex(table).where({ id }).update({ status_query_at: at, updated_at: new Date() })
}
