import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DELIVERY_MODULE, type DeliveryModuleService } from "../../../modules/delivery"

/** Records that a pickup order was handed over, and by whom (one record per order: its unique index refuses a second). */
export const recordPickupCollectionStep = createStep(
  "record-pickup-collection",
  async ({ orderId, actorId }: { orderId: string; actorId: string }, { container }) => {
    const created = await container.resolve<DeliveryModuleService>(DELIVERY_MODULE).createPickupCollections({ order_id: orderId, collected_by: actorId })
    return new StepResponse({ collectedAt: new Date(created.created_at) }, created.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<DeliveryModuleService>(DELIVERY_MODULE).deletePickupCollections(id)
  }
)
