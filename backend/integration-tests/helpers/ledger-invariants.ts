import type { Knex } from "knex"
import { SHOP_ACCOUNTS, sellerAccount } from "../../src/domain/ledger/accounts"
import { bearer, type ShopApi } from "./accounts"

const sum = async (knex: Knex, sql: string, bindings: Knex.RawBinding[] = []) => Number((await knex.raw(sql, bindings)).rows[0]?.total ?? 0)

/**
 * The ledger's invariants (issue 37), checked after every ledger test: all entries sum to zero and
 * so does each transaction; each seller's balances as `GET /api/ledger/sellers` shows them equal the
 * sums of their accounts' entries; available is below zero only through a clawback (a reversal taken
 * from available), an over-payment (a B2C success for a payout already Failed and paid again) or what
 * a seller owes for cash their own rider collected (commission, delivery fee), carried forward; customers' clearing is never below zero.
 */
export async function expectLedgerInvariants(api: ShopApi, knex: Knex, adminToken: string) {
  expect(await sum(knex, `SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry`)).toBe(0)
  const unbalanced = await knex.raw(`SELECT transaction_id FROM ledger_entry GROUP BY transaction_id HAVING SUM(amount) <> 0`)
  expect(unbalanced.rows).toEqual([])
  // Buyers' money held for them: never more taken out than was put in.
  expect(await sum(knex, `SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry WHERE account_id = ?`, [SHOP_ACCOUNTS.customerClearing])).toBeGreaterThanOrEqual(0)
  const sellers = (await api.get("/api/ledger/sellers", bearer(adminToken))).data.sellers as {
    merchantId: string
    pending: number
    available: number
    paidOut: number
  }[]
  for (const seller of sellers) {
    for (const [bucket, shown] of [["pending", seller.pending], ["available", seller.available], ["paid_out", seller.paidOut]] as const) {
      const cents = await sum(knex, `SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry WHERE account_id = ?`, [
        sellerAccount(seller.merchantId, bucket),
      ])
      expect(Math.round(shown * 100)).toBe(cents)
    }
    if (seller.available < 0) {
      const clawbacks = await sum(
        knex,
        `SELECT COUNT(*)::text AS total FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
         WHERE t.kind IN ('sale_reversed', 'payout_late_settled', 'sale_collected_by_seller', 'delivery_fee_owed') AND e.account_id = ? AND e.amount < 0`,
        [sellerAccount(seller.merchantId, "available")]
      )
      expect(clawbacks).toBeGreaterThan(0)
    }
  }
}
