import type { RequestAccount } from "../accounts/request-account"
import { forbidden } from "../errors"

export const OVERVIEW_FORBIDDEN = "You may only see your own brand's figures."

/**
 * Whose figures a caller reads: a merchant always its own (naming another merchant is 403); an
 * admin the whole shop, or the merchant it names.
 */
export function overviewMerchant(account: RequestAccount, requested: string | undefined): string | null {
  if (account.role === "ROLE_MERCHANT") {
    if (!account.merchantId || (requested && requested !== account.merchantId)) throw forbidden(OVERVIEW_FORBIDDEN)
    return account.merchantId
  }
  if (account.role === "ROLE_ADMIN") return requested ?? null
  throw forbidden(OVERVIEW_FORBIDDEN)
}

/** Whose lines an orders export holds: a merchant its own, an admin everyone's. */
export function exportMerchant(account: RequestAccount): string | null {
  return overviewMerchant(account, undefined)
}
