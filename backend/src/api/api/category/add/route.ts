import type { MedusaResponse } from "@medusajs/framework/http"
import { batchLinkProductsToCategoryWorkflow, createProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { slugFrom } from "../../../../lib/admin/slug"
import { assertCategorySlugFree, assertProductsExist, findCategory } from "../../../../lib/admin/categories"
import { productListCache } from "../../../../lib/catalog/list-cache"
import { AddCategoryBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const body = parseInput(AddCategoryBody, req.body)
  const slug = slugFrom(body.name)
  await Promise.all([assertCategorySlugFree(req.scope, slug), assertProductsExist(req.scope, body.products)])
  const { result } = await createProductCategoriesWorkflow(req.scope).run({
    input: { product_categories: [{ name: body.name, handle: slug, description: body.description, is_active: body.isActive }] },
  })
  await batchLinkProductsToCategoryWorkflow(req.scope).run({ input: { id: result[0].id, add: body.products, remove: [] } })
  productListCache.clear()
  res.json({ success: true, message: "Category has been added successfully!", category: await findCategory(req.scope, result[0].id) })
}
