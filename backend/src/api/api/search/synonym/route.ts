import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listSynonymsJson } from "../../../../queries/catalogue/search-synonyms"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ synonyms: await listSynonymsJson(req.scope) })
}
