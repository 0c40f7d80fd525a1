import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../http/validate"
import { addSearchSynonymWorkflow } from "../../../../../workflows/search/add-search-synonym"
import type { SynonymBody } from "../../validators"

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { term, meaning } = bodyOf<typeof SynonymBody>(req)
  const { result } = await addSearchSynonymWorkflow(req.scope).run({ input: { term, meaning } })
  res.json({
    success: true,
    message: "Synonym has been added successfully!",
    synonym: { _id: result.id, term: result.term, meaning: result.meaning },
  })
}
