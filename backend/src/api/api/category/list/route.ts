import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { activeCategoriesJson } from "../../../../queries/catalogue/menu-lists"

/** Public: the active categories (the menu, home page and shop filters). */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.type("application/json").send(await activeCategoriesJson(req.scope))
}
