import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { findManagedBrand } from "../../../../queries/catalogue/brand-access"
import { toBrandJson } from "../../../../queries/catalogue/brand-json"
import { merchantNames } from "../../../../queries/merchants/list-merchants"
import { updateBrandWorkflow } from "../../../../workflows/catalogue/update-brand"
import type { UpdateBrandBody } from "../validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const brand = await findManagedBrand(req.scope, req.account, req.params.id)
  const names = await merchantNames(req.scope, [brand.merchant_id])
  res.json({ brand: toBrandJson(brand, names.get(brand.merchant_id ?? "") ?? null) })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { brand: changes } = bodyOf<typeof UpdateBrandBody>(req)
  await updateBrandWorkflow(req.scope).run({ input: { account: req.account, id: req.params.id, changes } })
  res.json({ success: true, message: "Brand has been updated successfully!" })
}
