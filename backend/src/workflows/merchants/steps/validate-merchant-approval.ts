import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalid } from "../../../domain/errors"
import { MERCHANT_APPROVAL_MESSAGES } from "../../../domain/merchants/approval"
import { findAccountByEmail } from "../../../queries/accounts/find-by-email"

type Merchant = { id: string; status: string; email: string | null; phoneNumber: string }

/** How an admin reaches an applicant who gave only a phone number: an e-mail they add, or an SMS. */
export type ApprovalContact = { email?: string; invite?: "sms" }

/**
 * A merchant can be approved once it has an e-mail address that no admin and no other merchant uses
 * (its own, or one the admin adds for a phone-only applicant); an account already registered under
 * the address is promoted instead of invited. A phone-only applicant may instead be invited by SMS:
 * the same single-use link, open to the e-mail they sign up with. `addEmail`: the e-mail to store.
 */
export const validateMerchantApprovalStep = createStep(
  "validate-merchant-approval",
  async ({ merchant, contact }: { merchant: Merchant; contact?: ApprovalContact }, { container }) => {
    const alreadyApproved = merchant.status === "Approved"
    const addEmail = !merchant.email && !alreadyApproved && contact?.email ? contact.email : null
    const email = merchant.email ?? addEmail
    const bySms = !email && !alreadyApproved && contact?.invite === "sms"
    if (!email && !bySms) throw invalid(MERCHANT_APPROVAL_MESSAGES.noEmail(merchant.phoneNumber))
    const existing = alreadyApproved || !email ? null : await findAccountByEmail(container, email)
    if (existing?.account.role === "ROLE_ADMIN") {
      throw invalid("That email address belongs to an admin account.")
    }
    if (existing?.account.merchant_id && existing.account.merchant_id !== merchant.id) {
      throw invalid("That email address already runs another merchant.")
    }
    return new StepResponse({
      email,
      addEmail,
      smsPhone: bySms ? merchant.phoneNumber : null,
      alreadyApproved,
      accountId: existing?.account.id ?? null,
    })
  }
)
