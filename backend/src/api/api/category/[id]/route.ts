import type { MedusaResponse } from "@medusajs/framework/http"
import { batchLinkProductsToCategoryWorkflow, updateProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { assertCategorySlugFree, assertProductsExist, findCategory } from "../../../../lib/admin/categories"
import { productListCache } from "../../../../lib/catalog/list-cache"
import { UpdateCategoryBody } from "../validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ category: await findCategory(req.scope, req.params.id) })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { category: changes } = parseInput(UpdateCategoryBody, req.body)
  const category = await findCategory(req.scope, req.params.id)
  await Promise.all([
    changes.slug && assertCategorySlugFree(req.scope, changes.slug, category._id),
    changes.products && assertProductsExist(req.scope, changes.products),
  ])
  await updateProductCategoriesWorkflow(req.scope).run({
    input: {
      selector: { id: category._id },
      update: {
        ...(changes.name && { name: changes.name }),
        ...(changes.slug && { handle: changes.slug }),
        ...(changes.description && { description: changes.description }),
      },
    },
  })
  if (changes.products) {
    const wanted = new Set(changes.products)
    await batchLinkProductsToCategoryWorkflow(req.scope).run({
      input: {
        id: category._id,
        add: changes.products.filter((id) => !category.products.includes(id)),
        remove: category.products.filter((id) => !wanted.has(id)),
      },
    })
  }
  productListCache.clear()
  res.json({ success: true, message: "Category has been updated successfully!" })
}
