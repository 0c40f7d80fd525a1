import type { RequestAccount } from "../auth/account-request"
import type { LineStatus } from "../../modules/order-line/models/order-line"

const MERCHANT_STATUSES: LineStatus[] = ["Processing", "Shipped", "Delivered"]

type Who = { account: RequestAccount; isBuyer: boolean }
type Refusal = { status: 400 | 403; error: string }

/**
 * Who may move a line where (DESIGN §5): admins anywhere; the product's merchant forward
 * to Processing, Shipped or Delivered; the buyer only to Cancelled. A cancelled line stays
 * cancelled and a delivered line cannot be cancelled.
 */
export function refuseLineChange({ account, isBuyer }: Who, current: LineStatus, next: LineStatus): Refusal | null {
  const isAdmin = account.role === "ROLE_ADMIN"
  const isMerchant = account.role === "ROLE_MERCHANT" && !isBuyer
  if (!isAdmin) {
    if (isMerchant && !MERCHANT_STATUSES.includes(next)) {
      return { status: 403, error: "Merchants may set Processing, Shipped or Delivered only." }
    }
    if (!isMerchant && next !== "Cancelled") {
      return { status: 403, error: "You may only cancel an item of your order." }
    }
  }
  if (current === "Cancelled") {
    return { status: 400, error: "This item is already cancelled." }
  }
  if (current === "Delivered" && next === "Cancelled") {
    return { status: 400, error: "A delivered item cannot be cancelled." }
  }
  if (current === next) {
    return { status: 400, error: `This item is already ${next}.` }
  }
  return null
}
