import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { brandsWithMerchantJson } from "./brand-json"
import { toCategoryJson } from "./categories"
import { BRAND_MODULE, type BrandModuleService } from "../../modules/brand"
import { menuListCache } from "./list-cache"

/** `{ categories }`: the active, public categories by rank and name, as JSON text (cached). */
export function activeCategoriesJson(container: MedusaContainer) {
  return menuListCache.get("categories", async () => {
    const categories = await container.resolve(Modules.PRODUCT).listProductCategories(
      { is_active: true, is_internal: false },
      { select: ["id", "name", "handle", "description", "is_active", "created_at"], order: { rank: "ASC", name: "ASC" } }
    )
    // The admin's category JSON without its product ids, which the public list never had.
    const publicJson = (category: (typeof categories)[number]) => {
      const { products: _products, ...json } = toCategoryJson(category)
      return json
    }
    return JSON.stringify({ categories: categories.map(publicJson) })
  })
}

/** `{ brands }`: the active brands by name, each with its merchant when one runs it, as JSON text (cached). */
export function activeBrandsJson(container: MedusaContainer) {
  return menuListCache.get("brands", async () => {
    const brands = await container
      .resolve<BrandModuleService>(BRAND_MODULE)
      .listBrands({ is_active: true }, { order: { name: "ASC" } })
    return JSON.stringify({ brands: await brandsWithMerchantJson(container, brands) })
  })
}
