import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadDeliveryPromise } from "../../../../queries/delivery/delivery-promise"

/** What the home page may promise about delivery, read from the fee and days tables (public). */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json(await loadDeliveryPromise(req.scope))
}
