import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import { trackOrder } from "../../../../queries/orders/track-order"
import type { TrackOrderBody } from "../validators"

/** Anyone with an order's number and the phone or e-mail it was placed with: what the tracking page shows (404 otherwise). */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { number, contact } = bodyOf<typeof TrackOrderBody>(req)
  res.json({ order: await trackOrder(req.scope, number, contact) })
}
