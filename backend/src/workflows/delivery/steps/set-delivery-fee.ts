import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DELIVERY_MODULE, type DeliveryModuleService } from "../../../modules/delivery"
import type { DeliveryOption } from "../../../domain/delivery/delivery-rules"

type Input = { county: string; option: DeliveryOption; amountCents: number }

/** The fee of one option to one county; 0 removes it (free delivery, the default). */
export const setDeliveryFeeStep = createStep(
  "set-delivery-fee",
  async ({ county, option, amountCents }: Input, { container }) => {
    const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
    const [current] = await delivery.listDeliveryFees({ county, option }, { take: 1 })
    if (current) await delivery.deleteDeliveryFees(current.id)
    if (amountCents > 0) await delivery.createDeliveryFees({ county, option, amount_cents: amountCents })
    const previousCents = Number(current?.amount_cents ?? 0)
    return new StepResponse({ previousCents }, { county, option, previousCents })
  },
  async (undo, { container }) => {
    if (!undo) return
    const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
    const current = await delivery.listDeliveryFees({ county: undo.county, option: undo.option })
    if (current.length) await delivery.deleteDeliveryFees(current.map((fee) => fee.id))
    if (undo.previousCents > 0) await delivery.createDeliveryFees({ county: undo.county, option: undo.option, amount_cents: undo.previousCents })
  }
)
