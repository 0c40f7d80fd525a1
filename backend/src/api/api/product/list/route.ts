import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryOf } from "../../../http/validate"
import { productListing } from "../../../../queries/catalogue/product-listing"
import type { ProductListQuery } from "../validators"

export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const listing = await productListing(req.scope, queryOf<typeof ProductListQuery>(req), req.auth_context?.actor_id)
  if (listing.json !== undefined) {
    return res.type("application/json").send(listing.json)
  }
  res.json(listing.page)
}
