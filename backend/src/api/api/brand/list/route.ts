import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { activeBrandsJson } from "../../../../queries/catalogue/menu-lists"

/** Public: active brands by name, each with its merchant (`{ _id, name }`) when a merchant runs it. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.type("application/json").send(await activeBrandsJson(req.scope))
}
