import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { cartStockNeeds, paymentHolds } from "../../../queries/payments/mpesa-payments"
import { withInventoryLocks } from "./inventory-locks"

type Hold = { paymentId: string; cartId: string }

async function hold(container: MedusaContainer, { paymentId, cartId }: Hold) {
  const needs = await cartStockNeeds(container, cartId)
  if (!needs.length) return
  await withInventoryLocks(
    container,
    needs.map((need) => need.inventory_item_id),
    () =>
      container.resolve(Modules.INVENTORY).createReservationItems(
        needs.map((need) => ({
          inventory_item_id: need.inventory_item_id,
          location_id: need.location_id!,
          quantity: need.quantity,
          description: "Held for a pending M-Pesa payment",
          metadata: { mpesa_payment_id: paymentId },
        }))
      )
  )
}

async function release(container: MedusaContainer, paymentId: string) {
  const holds = await paymentHolds(container, paymentId)
  if (!holds.length) return false
  await withInventoryLocks(
    container,
    holds.map((h) => h.inventory_item_id),
    () => container.resolve(Modules.INVENTORY).deleteReservationItems(holds.map((h) => h.id))
  )
  return true
}

/**
 * Holds a cart's stock for its pending M-Pesa payment: Medusa reservations (so every "stock left"
 * counts them) tagged with the payment's id and tied to no line item (checkout recovery leaves them
 * alone). Run under the cart's stock locks, after its stock was checked.
 */
export const holdPaymentStockStep = createStep(
  "hold-payment-stock",
  async (input: Hold, { container }) => {
    await hold(container, input)
    return new StepResponse(true, input.paymentId)
  },
  async (paymentId: string | undefined, { container }) => {
    if (paymentId) await release(container, paymentId)
  }
)

/**
 * Gives a payment's held stock back (failed, expired, or its order takes the stock over; no payment:
 * nothing); undone by holding it again.
 */
export const releasePaymentStockStep = createStep(
  "release-payment-stock",
  async (input: { paymentId: string | null; cartId: string }, { container }) => {
    const released = input.paymentId ? await release(container, input.paymentId) : false
    return new StepResponse(released, released ? { paymentId: input.paymentId!, cartId: input.cartId } : null)
  },
  async (held: Hold | null | undefined, { container }) => {
    if (held) await hold(container, held)
  }
)
