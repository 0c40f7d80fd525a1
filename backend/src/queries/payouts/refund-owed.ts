import type { Knex } from "knex"
import { SHOP_ACCOUNTS } from "../../domain/ledger/accounts"
import { refundKeys } from "../../domain/ledger/refunds"
import type { RefundSubject } from "../../modules/refund"

/** Σ of an account's entries over the transactions of this payment or its order (each entry once). */
async function subjectSum(db: Knex | Knex.Transaction, account: string, paymentId: string, orderId: string | null) {
  const { rows } = await db.raw(
    `SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
     WHERE e.account_id = ? AND (t.payment_id = ? OR (?::text IS NOT NULL AND t.order_id = ?::text))`,
    [account, paymentId, orderId, orderId]
  )
  return Number(rows[0]?.total ?? 0)
}

const posted = async (db: Knex | Knex.Transaction, key: string) => !!(await db("ledger_transaction").select("id").where({ key }).first())

/**
 * What the subject owes its buyer now, in cents, as a first refund would count it (read-only; the
 * same arithmetic as the approve-refund workflow's start step under its locks). Its reads share one
 * snapshot: a line's refund-due post (clearing → refunds) committing between two of them would
 * otherwise be counted in neither.
 */
export async function owedOf(knex: Knex, subject: RefundSubject): Promise<number> {
  return knex.transaction(
    async (trx) => {
      let owed = await subjectSum(trx, SHOP_ACCOUNTS.refunds, subject.paymentId, subject.orderId)
      if (subject.orphan && !(await posted(trx, refundKeys.paymentOwed(subject.paymentId)))) owed += subject.paymentCents
      if (subject.orderId && subject.allCancelled && !(await posted(trx, refundKeys.orderRest(subject.orderId)))) {
        owed += await subjectSum(trx, SHOP_ACCOUNTS.customerClearing, subject.paymentId, subject.orderId)
        owed += await subjectSum(trx, SHOP_ACCOUNTS.deliveryFees, subject.paymentId, subject.orderId)
      }
      return owed
    },
    { isolationLevel: "repeatable read", readOnly: true }
  )
}
