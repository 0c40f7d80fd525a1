import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteSearchSynonymWorkflow } from "../../../../../../workflows/search/delete-search-synonym"

export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  await deleteSearchSynonymWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ success: true, message: "Synonym has been deleted successfully!" })
}
