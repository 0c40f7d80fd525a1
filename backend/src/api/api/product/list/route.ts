import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryOf } from "../../../http/validate"
import { productListing } from "../../../../queries/catalogue/product-listing"
import { rememberListingUrl } from "../../../../queries/catalogue/cached-answers"
import type { ProductListQuery } from "../validators"

export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const listing = await productListing(req.scope, queryOf<typeof ProductListQuery>(req), req.auth_context?.actor_id)
  // The address as the client spelled it: the catalogue fast path (src/server) answers it from the cache next time.
  rememberListingUrl(req.originalUrl, listing.key)
  res.set("X-Cache", listing.cached ? "HIT" : "MISS")
  if (listing.json !== undefined) {
    return res.type("application/json").send(listing.json)
  }
  res.json(listing.page)
}
