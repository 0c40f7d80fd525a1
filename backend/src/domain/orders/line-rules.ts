import type { RequestAccount } from "../../domain/accounts/request-account"
import type { LineStatus } from "./line-status"
import { forbidden, invalid } from "../errors"

const MERCHANT_STATUSES: LineStatus[] = ["Processing", "Shipped", "Delivered"]
/** The way a line goes, one step at a time (DESIGN §5); Cancelled is off this path. */
export const LINE_FLOW: LineStatus[] = ["Not processed", "Processing", "Shipped", "Delivered"]

/** The one status a merchant may move a line to next, or null when it has gone as far as it goes. */
export function nextLineStatus(current: LineStatus): LineStatus | null {
  const index = LINE_FLOW.indexOf(current)
  return index >= 0 && index < LINE_FLOW.length - 1 ? LINE_FLOW[index + 1] : null
}

type Who = { account: RequestAccount; isBuyer: boolean }
type OrderState = { status: string; products: { status: LineStatus }[] }

/**
 * Who may move a line where (DESIGN §5): admins anywhere (a correction may go back or skip);
 * the product's merchant forward only, one step at a time (Not processed → Processing →
 * Shipped → Delivered; a backward or skipped move is a 400 naming the next status); the buyer
 * only to Cancelled. A cancelled line stays cancelled and a delivered line cannot be
 * cancelled. Throws 403 or 400 otherwise.
 */
export function assertLineChangeAllowed({ account, isBuyer }: Who, current: LineStatus, next: LineStatus) {
  const isAdmin = account.role === "ROLE_ADMIN"
  const isMerchant = account.role === "ROLE_MERCHANT" && !isBuyer
  if (!isAdmin) {
    if (isMerchant && !MERCHANT_STATUSES.includes(next)) {
      throw forbidden("Merchants may set Processing, Shipped or Delivered only.")
    }
    if (!isMerchant && next !== "Cancelled") {
      throw forbidden("You may only cancel an item of your order.")
    }
  }
  if (current === "Cancelled") {
    throw invalid("This item is already cancelled.")
  }
  if (current === "Delivered" && next === "Cancelled") {
    throw invalid("A delivered item cannot be cancelled.")
  }
  if (current === next) {
    throw invalid(`This item is already ${next}.`)
  }
  if (isMerchant) {
    const allowed = nextLineStatus(current)
    if (next !== allowed) {
      throw invalid(allowed ? `This item can only move to ${allowed}.` : `This item is already ${current}.`)
    }
  }
}

/** The buyer or an admin may cancel a whole order, once, while no line is delivered. */
export function assertOrderCancelAllowed({ account, isBuyer }: Who, order: OrderState) {
  if (!isBuyer && account.role !== "ROLE_ADMIN") {
    throw forbidden("Only the buyer or an admin may cancel an order.")
  }
  if (order.status === "Cancelled") {
    throw invalid("This order is already cancelled.")
  }
  if (order.products.some((line) => line.status === "Delivered")) {
    throw invalid("An order with a delivered item cannot be cancelled.")
  }
}
