import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { collectPickupOrderWorkflow } from "../../../../workflows/delivery/collect-pickup-order"
import type { CollectBody } from "../validators"

/** The station checks a buyer's collection code before handing the order over (admins; wrong codes 400, limited per order). */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { order, code } = bodyOf<typeof CollectBody>(req)
  const { result } = await collectPickupOrderWorkflow(req.scope).run({ input: { order, code, actor: req.account } })
  res.json({
    success: true,
    message: `The code is right: hand order ${result.number} over to ${result.delivery.recipient || "the buyer"}.`,
    collection: { orderId: result.orderId, number: result.number, recipient: result.delivery.recipient, station: result.delivery.station, collectedAt: result.collectedAt },
  })
}
