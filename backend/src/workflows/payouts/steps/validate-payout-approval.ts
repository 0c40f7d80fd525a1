import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2cSettings } from "../../../config/mpesa-b2c"
import { invalid, notAllowed, notFound } from "../../../domain/errors"
import { isReleased, PAYOUT_HOLD_MESSAGES, payoutHoldOf, type MerchantPayState, type PayoutHold } from "../../../domain/ledger/payout-holds"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import { darajaPhone } from "../../../domain/payments/mpesa"
import type { PayoutDestination } from "../../../modules/payout"
import { findSellerBalanceCents } from "../../../queries/ledger/balances"
import { findMerchantPayState } from "../../../queries/payouts/merchant-pay-state"
import { findPayoutMethod, merchantsWithAvailable } from "../../../queries/payouts/payouts"

export type ApprovePayoutsInput = {
  merchantId?: string
  all?: boolean
  /** Pay although disabled or deleted: true for the one merchant named, or the ids of those to pay with `all`. */
  release?: true | string[]
  requestedBy: string | null
  actor?: { id: string; role: string }
}
/** `released`: the merchant is disabled or deleted and an admin released their payout. */
export type PayoutTarget = { merchantId: string; destination: PayoutDestination; released: PayoutHold | null }
export type Skipped = { merchantId: string; reason: string; hold?: PayoutHold }

/**
 * Whom to pay. One merchant: it must exist (404), not be disabled or deleted unless released (400,
 * checked again under the lock by start-payouts), have a payout method (400), M-Pesa B2C must be
 * configured for an M-Pesa method (400), and its available balance must be above zero (a negative
 * one is a clawback that blocks payouts, zero is nothing to pay: 400). A race the lock settles later
 * (another approval took the balance first) is a 409 from start-payouts. Everyone (`all`): each seller with an
 * available balance above zero and a usable method, not disabled or deleted unless released; the
 * others are listed as skipped with the reason.
 */
export const validatePayoutApprovalStep = createStep("validate-payout-approval", async (input: ApprovePayoutsInput, { container }) => {
  const b2cReady = !!b2cSettings()
  const destinationOf = async (merchantId: string): Promise<PayoutDestination | string> => {
    const method = await findPayoutMethod(container, merchantId)
    if (!method) return PAYOUT_MESSAGES.noMethod
    if (method.kind === "mpesa") {
      if (!b2cReady) return PAYOUT_MESSAGES.b2cNotConfigured
      return { kind: "mpesa", phone: darajaPhone(method.phone!), bank: null }
    }
    return {
      kind: "bank",
      phone: null,
      bank: { bankName: method.bank_name, branch: method.bank_branch, accountName: method.account_name, accountNumber: method.account_number },
    }
  }
  const holdOf = (merchantId: string, state: MerchantPayState) => {
    const hold = payoutHoldOf(state)
    return { hold, released: hold && isReleased(input.release, merchantId) ? hold : null }
  }
  if (input.merchantId) {
    const state = await findMerchantPayState(container, input.merchantId)
    if (!state) throw notFound("No merchant found.")
    const { hold, released } = holdOf(input.merchantId, state)
    if (hold && !released) throw notAllowed(PAYOUT_HOLD_MESSAGES[hold])
    const destination = await destinationOf(input.merchantId)
    if (typeof destination === "string") throw invalid(destination)
    const { available } = await findSellerBalanceCents(container, input.merchantId)
    if (available < 0) throw notAllowed(PAYOUT_MESSAGES.blocked)
    if (available === 0) throw invalid(PAYOUT_MESSAGES.nothingToPay)
    return new StepResponse({ targets: [{ merchantId: input.merchantId, destination, released }] as PayoutTarget[], skipped: [] as Skipped[] })
  }
  if (!input.all) throw invalid(PAYOUT_MESSAGES.merchantRequired)
  const targets: PayoutTarget[] = []
  const skipped: Skipped[] = []
  for (const seller of await merchantsWithAvailable(container)) {
    if (seller.availableCents < 0) {
      skipped.push({ merchantId: seller.merchantId, reason: PAYOUT_MESSAGES.blocked })
      continue
    }
    const { hold, released } = holdOf(seller.merchantId, await findMerchantPayState(container, seller.merchantId))
    if (hold && !released) {
      skipped.push({ merchantId: seller.merchantId, reason: PAYOUT_HOLD_MESSAGES[hold], hold })
      continue
    }
    const destination = await destinationOf(seller.merchantId)
    if (typeof destination === "string") skipped.push({ merchantId: seller.merchantId, reason: destination })
    else targets.push({ merchantId: seller.merchantId, destination, released })
  }
  return new StepResponse({ targets, skipped })
})
