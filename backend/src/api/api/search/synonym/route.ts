import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { listSynonymsJson } from "../../../../queries/catalogue/search-synonyms"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ synonyms: await listSynonymsJson(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)) })
}
