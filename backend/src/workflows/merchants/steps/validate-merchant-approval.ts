import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalid } from "../../../domain/errors"
import { findAccountByEmail } from "../../../queries/accounts/find-by-email"

type Merchant = { id: string; status: string; email: string | null; phoneNumber: string }

/**
 * A merchant can be approved once it has an e-mail address that no admin and no other merchant uses;
 * an account already registered under the address is promoted instead of invited.
 */
export const validateMerchantApprovalStep = createStep(
  "validate-merchant-approval",
  async (merchant: Merchant, { container }) => {
    if (!merchant.email) {
      throw invalid(`This merchant has no email address. Please call them at ${merchant.phoneNumber}.`)
    }
    const alreadyApproved = merchant.status === "Approved"
    const existing = alreadyApproved ? null : await findAccountByEmail(container, merchant.email)
    if (existing?.account.role === "ROLE_ADMIN") {
      throw invalid("That email address belongs to an admin account.")
    }
    if (existing?.account.merchant_id && existing.account.merchant_id !== merchant.id) {
      throw invalid("That email address already runs another merchant.")
    }
    return new StepResponse({ email: merchant.email, alreadyApproved, accountId: existing?.account.id ?? null })
  }
)
