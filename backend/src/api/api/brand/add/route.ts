import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { bodyOf } from "../../../../lib/http/validate"
import { toBrandJson } from "../../../../lib/admin/brand-json"
import { createBrandWorkflow } from "../../../../workflows/create-brand"
import type { AddBrandBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { result: brand } = await createBrandWorkflow(req.scope).run({ input: bodyOf<typeof AddBrandBody>(req) })
  res.json({ success: true, message: "Brand has been added successfully!", brand: toBrandJson(brand) })
}
