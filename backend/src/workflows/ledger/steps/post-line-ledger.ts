import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SHOP_ACCOUNTS, SELLER_BUCKETS, sellerAccount } from "../../../domain/ledger/accounts"
import { ledgerKeys, planLinePosts } from "../../../domain/ledger/posting"
import { ledgerSettings } from "../../../config/ledger"
import { LEDGER_MODULE, type LedgerModuleService, type PostResult } from "../../../modules/ledger"
import { loadLineLedgerStates } from "../../../queries/ledger/line-facts"

/**
 * Brings each line's ledger up to its status (`planLinePosts`): the seller's and the shop's
 * accounts are locked, what is already posted is read under the lock, and only what is missing is
 * posted. Running it again, from a subscriber or the reconciliation job, posts nothing new.
 * `cashReceived`: someone other than the seller confirmed the cash of these (pay-on-delivery) lines
 * was received, so it is posted (only the "Cash received" workflow says so).
 */
export async function postLineLedger(
  container: MedusaContainer,
  lineItemIds: string[],
  now: Date,
  options: { cashReceived?: boolean } = {}
): Promise<PostResult[]> {
  const ledger = container.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { holdDays } = ledgerSettings()
  const results: PostResult[] = []
  for (const line of await loadLineLedgerStates(container, lineItemIds)) {
    const id = line.lineItemId
    const sellerAccounts = line.merchantId ? SELLER_BUCKETS.map((bucket) => sellerAccount(line.merchantId!, bucket)) : []
    results.push(
      ...(await ledger.postPlanned({
        accounts: [...sellerAccounts, ...Object.values(SHOP_ACCOUNTS)],
        lookup: [
          ledgerKeys.cashCollected(id),
          ledgerKeys.delivered(id),
          ledgerKeys.released(id),
          ledgerKeys.reversed(id),
          ledgerKeys.refundDue(id),
          ledgerKeys.deliveryFee(line.orderId),
        ],
        plan: (posted) => planLinePosts(line, posted, now, holdDays, options),
        orderId: line.orderId,
        lineItemId: id,
        merchantId: line.merchantId,
      }))
    )
  }
  return results
}

/** Ledger rows are never deleted: this step is the workflow's last and has nothing to undo. */
export const postLineLedgerStep = createStep(
  "post-line-ledger",
  async (input: { lineItemIds: string[]; now: string }, { container }) =>
    new StepResponse(await postLineLedger(container, input.lineItemIds, new Date(input.now)))
)
