import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DELIVERY_MODULE, type DeliveryModuleService } from "../../../modules/delivery"
import type { DeliveryOption } from "../../../domain/delivery/delivery-rules"
import type { DeliveryDays } from "../../../domain/delivery/arrival"

type Input = { county: string; option: DeliveryOption; days: DeliveryDays | null }
type Undo = { county: string; option: DeliveryOption; previous: DeliveryDays | null }

/** The days one option takes to one county; null removes the promise. Answers the promise it replaced. */
export const setDeliveryDaysStep = createStep(
  "set-delivery-days",
  async ({ county, option, days }: Input, { container }) => {
    const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
    const [current] = await delivery.listDeliveryDays({ county, option }, { take: 1 })
    if (current) await delivery.deleteDeliveryDays(current.id)
    if (days) await delivery.createDeliveryDays({ county, option, min_days: days.minDays, max_days: days.maxDays })
    const previous = current ? { minDays: current.min_days, maxDays: current.max_days } : null
    return new StepResponse({ previous }, { county, option, previous } as Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
    const current = await delivery.listDeliveryDays({ county: undo.county, option: undo.option })
    if (current.length) await delivery.deleteDeliveryDays(current.map((row) => row.id))
    if (undo.previous) {
      await delivery.createDeliveryDays({ county: undo.county, option: undo.option, min_days: undo.previous.minDays, max_days: undo.previous.maxDays })
    }
  }
)
