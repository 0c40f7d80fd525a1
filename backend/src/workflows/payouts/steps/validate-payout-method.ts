import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalid } from "../../../domain/errors"
import { toKenyanPhone } from "../../../domain/notifications/kenyan-phone"
import type { PayoutMethodKind } from "../../../domain/ledger/payouts"

export type PayoutMethodInput = {
  merchantId: string
  kind: PayoutMethodKind
  phone?: string | null
  bank?: { bankName: string; branch?: string | null; accountName: string; accountNumber: string } | null
}

export const PAYOUT_METHOD_MESSAGES = {
  phone: "Enter the Safaricom number to pay (07XX XXX XXX or 01XX XXX XXX).",
  bank: "Enter the bank's name, the account's name and its number.",
} as const

export type PayoutMethodRecord = {
  merchant_id: string
  kind: PayoutMethodKind
  phone: string | null
  bank_name: string | null
  bank_branch: string | null
  account_name: string | null
  account_number: string | null
}

/** An M-Pesa number must be a Kenyan mobile number (stored +254…); bank details need the bank, the account name and number. */
export const validatePayoutMethodStep = createStep("validate-payout-method", async (input: PayoutMethodInput): Promise<StepResponse<PayoutMethodRecord>> => {
  if (input.kind === "mpesa") {
    const phone = toKenyanPhone(input.phone ?? null)
    if (!phone) throw invalid(PAYOUT_METHOD_MESSAGES.phone)
    return new StepResponse<PayoutMethodRecord>({ merchant_id: input.merchantId, kind: input.kind, phone, bank_name: null, bank_branch: null, account_name: null, account_number: null })
  }
  const bank = input.bank
  if (!bank || !bank.bankName?.trim() || !bank.accountName?.trim() || !bank.accountNumber?.trim()) throw invalid(PAYOUT_METHOD_MESSAGES.bank)
  return new StepResponse<PayoutMethodRecord>({
    merchant_id: input.merchantId,
    kind: input.kind,
    phone: null,
    bank_name: bank.bankName.trim(),
    bank_branch: bank.branch?.trim() || null,
    account_name: bank.accountName.trim(),
    account_number: bank.accountNumber.trim(),
  })
})
