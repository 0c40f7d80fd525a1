import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { searchHelp } from "../../../../../../../queries/catalogue/search-help"
import { paramsOf } from "../../../../../../http/validate"
import type { SearchParams } from "../../../../validators"

/** For a search that found nothing: `{ didYouMean, popular }`. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { term } = paramsOf<typeof SearchParams>(req)
  res.json(await searchHelp(req.scope, term))
}
