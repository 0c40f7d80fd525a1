import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { Knex } from "knex"
import type { MerchantPayState } from "../../domain/ledger/payout-holds"

/**
 * Whether a merchant may be paid, as their record says now: active or not, deleted or not (a
 * deleted merchant's record is kept, soft-deleted); null when there never was one. With `lock`,
 * inside a transaction, the row is read FOR SHARE: a disable or delete running at the same time
 * waits for the payout's commit, or commits first and is seen here.
 */
export async function merchantPayState(db: Knex | Knex.Transaction, merchantId: string, options: { lock?: boolean } = {}): Promise<MerchantPayState> {
  const query = db("merchant").select("is_active", "deleted_at").where({ id: merchantId }).first()
  if (options.lock) query.forShare()
  const row = (await query) as { is_active: boolean; deleted_at: Date | null } | undefined
  return row ? { isActive: !!row.is_active, deleted: row.deleted_at !== null } : null
}

/** `merchantPayState` over the shop's database (no lock), for steps outside a transaction. */
export const findMerchantPayState = (container: MedusaContainer, merchantId: string) => merchantPayState(knexOf(container), merchantId)
