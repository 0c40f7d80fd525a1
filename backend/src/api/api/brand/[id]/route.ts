import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { findManagedBrand } from "../../../../queries/catalogue/brand-access"
import { brandsWithMerchantJson } from "../../../../queries/catalogue/brand-json"
import { updateBrandWorkflow } from "../../../../workflows/catalogue/update-brand"
import type { UpdateBrandBody } from "../validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const brand = await findManagedBrand(req.scope, req.account, req.params.id)
  const [json] = await brandsWithMerchantJson(req.scope, [brand])
  res.json({ brand: json })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { brand: changes } = bodyOf<typeof UpdateBrandBody>(req)
  await updateBrandWorkflow(req.scope).run({ input: { account: req.account, id: req.params.id, changes } })
  res.json({ success: true, message: "Brand has been updated successfully!" })
}
