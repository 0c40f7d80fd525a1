import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { b2cSettings } from "../../../config/mpesa-b2c"
import { invalid, notAllowed, notFound } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import { darajaPhone } from "../../../domain/payments/mpesa"
import type { PayoutDestination } from "../../../modules/ledger/payouts"
import { sellerBalanceCents } from "../../../queries/ledger/balances"
import { findPayoutMethod, merchantExists, merchantsWithAvailable } from "../../../queries/payouts/payouts"

export type ApprovePayoutsInput = { merchantId?: string; all?: boolean; requestedBy: string | null; actor?: { id: string; role: string } }
export type PayoutTarget = { merchantId: string; destination: PayoutDestination }
export type Skipped = { merchantId: string; reason: string }

/**
 * Whom to pay. One merchant: it must exist (404), have a payout method (400), M-Pesa B2C must be
 * configured for an M-Pesa method (400), and its available balance must be above zero (a negative
 * one is a clawback that blocks payouts, zero is nothing to pay: 400). A race the lock settles later
 * (another approval took the balance first) is a 409 from start-payouts. Everyone (`all`): each seller with an
 * available balance above zero and a usable method; the others are listed as skipped with the reason.
 */
export const validatePayoutApprovalStep = createStep("validate-payout-approval", async (input: ApprovePayoutsInput, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const b2cReady = !!b2cSettings()
  const destinationOf = async (merchantId: string): Promise<PayoutDestination | string> => {
    const method = await findPayoutMethod(knex, merchantId)
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
  if (input.merchantId) {
    if (!(await merchantExists(knex, input.merchantId))) throw notFound("No merchant found.")
    const destination = await destinationOf(input.merchantId)
    if (typeof destination === "string") throw invalid(destination)
    const { available } = await sellerBalanceCents(knex, input.merchantId)
    if (available < 0) throw notAllowed(PAYOUT_MESSAGES.blocked)
    if (available === 0) throw invalid(PAYOUT_MESSAGES.nothingToPay)
    return new StepResponse({ targets: [{ merchantId: input.merchantId, destination }] as PayoutTarget[], skipped: [] as Skipped[] })
  }
  if (!input.all) throw invalid(PAYOUT_MESSAGES.merchantRequired)
  const targets: PayoutTarget[] = []
  const skipped: Skipped[] = []
  for (const seller of await merchantsWithAvailable(knex)) {
    if (seller.availableCents < 0) {
      skipped.push({ merchantId: seller.merchantId, reason: PAYOUT_MESSAGES.blocked })
      continue
    }
    const destination = await destinationOf(seller.merchantId)
    if (typeof destination === "string") skipped.push({ merchantId: seller.merchantId, reason: destination })
    else targets.push({ merchantId: seller.merchantId, destination })
  }
  return new StepResponse({ targets, skipped })
})
