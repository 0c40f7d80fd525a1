import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { productPageJson } from "../../../../../queries/catalogue/product-page"

export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { json, cached } = await productPageJson(req.scope, req.params.slug, req.auth_context?.actor_id)
  res.set("X-Cache", cached ? "HIT" : "MISS").type("application/json").send(json)
}
