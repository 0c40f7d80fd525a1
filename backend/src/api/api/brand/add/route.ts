import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { toBrandJson } from "../../../../queries/catalogue/brand-json"
import { createBrandWorkflow } from "../../../../workflows/catalogue/create-brand"
import type { AddBrandBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { result: brand } = await createBrandWorkflow(req.scope).run({ input: { ...bodyOf<typeof AddBrandBody>(req), actor: req.account } })
  res.json({ success: true, message: "Brand has been added successfully!", brand: toBrandJson(brand) })
}
