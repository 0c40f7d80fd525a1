import type { StoredDelivery } from "./order-delivery"
import { formatFeeCents } from "../money"

type OrderMetadata = { payment?: { method?: string } | null; delivery?: Partial<StoredDelivery> | null } | null | undefined

/**
 * An order paid by M-Pesa was charged its delivery fee when it was paid: a later delivery may not cost
 * more (the difference would never be paid). The refusal's words, or null when the change may go ahead.
 */
export function paidDeliveryRefusal(metadata: OrderMetadata, next: StoredDelivery): string | null {
  if (metadata?.payment?.method !== "mpesa") return null
  const paidCents = Number(metadata.delivery?.feeCents ?? 0)
  if (next.feeCents <= paidCents) return null
  return (
    `This order is already paid, with ${formatFeeCents(paidCents)} for delivery; delivery there costs ${formatFeeCents(next.feeCents)}. ` +
    `Please choose a pickup station or an address whose delivery fee is at most ${formatFeeCents(paidCents)}.`
  )
}
