import type { RequestAccount } from "../accounts/request-account"
import { forbidden, invalid } from "../errors"

export const EARNINGS_FORBIDDEN = "You may only see your own earnings."
export const MERCHANT_REQUIRED = "merchantId is required."

/** Whose earnings a caller reads: a merchant their own (naming another is 403); an admin the merchant they name. */
export function earningsMerchant(account: RequestAccount, requested: string | undefined): string {
  if (account.role === "ROLE_MERCHANT") {
    if (!account.merchantId || (requested && requested !== account.merchantId)) throw forbidden(EARNINGS_FORBIDDEN)
    return account.merchantId
  }
  if (account.role === "ROLE_ADMIN") {
    if (!requested) throw invalid(MERCHANT_REQUIRED)
    return requested
  }
  throw forbidden(EARNINGS_FORBIDDEN)
}
