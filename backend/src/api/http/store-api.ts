import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { storeApiOpen } from "../../config/store-api"

/** Medusa's `/store/**` answers 404 unless SHOP_STORE_API=on (DESIGN §5: only `/api` is public). */
export function storeApiGate(_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (storeApiOpen()) return next()
  res.status(404).json({ message: "Not found" })
}
