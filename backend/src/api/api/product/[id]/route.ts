import type { MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { assertSkuAndSlugFree, findManagedProduct, productSetup } from "../../../../lib/admin/products"
import { findManagedBrand } from "../../../../lib/admin/brand-access"
import { productListCache } from "../../../../lib/catalog/list-cache"
import { updateShopProductWorkflow } from "../../../../workflows/update-shop-product"
import { UpdateProductBody } from "../admin-validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { product } = await findManagedProduct(req.scope, req.account, req.params.id)
  res.json({ product })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { product: changes } = parseInput(UpdateProductBody, req.body)
  const { row, product } = await findManagedProduct(req.scope, req.account, req.params.id)
  await assertSkuAndSlugFree(req.scope, { sku: changes.sku, slug: changes.slug }, row.id)

  const brandChange =
    changes.brand !== undefined && req.account.role === "ROLE_ADMIN" && changes.brand !== (row.brand_id ?? "")
      ? { from: row.brand_id, to: changes.brand ? (await findManagedBrand(req.scope, req.account, changes.brand)).id : null }
      : undefined
  const setup = changes.taxable !== undefined || changes.quantity !== undefined ? await productSetup(req.scope) : null
  const stock = changes.quantity !== undefined ? await stockUpdate(req, row.variant_id, changes.quantity, setup!.stockLocationId) : undefined

  await updateShopProductWorkflow(req.scope).run({
    input: {
      productId: row.id,
      product: {
        ...(changes.name && { title: changes.name }),
        ...(changes.slug && { handle: changes.slug }),
        ...(changes.description && { description: changes.description }),
        ...(changes.taxable !== undefined && { type_id: changes.taxable ? setup!.taxableTypeId : null }),
        metadata: { ...row.metadata, is_addon: changes.isAddon ?? product.isAddon, variants: changes.variants ?? product.variants },
      },
      variant: { id: row.variant_id, sku: changes.sku, price: changes.price },
      stock,
      brand: brandChange,
    },
  })
  productListCache.clear()
  res.json({ success: true, message: "Product has been updated successfully!" })
}

/** The shop's quantity is what can still be sold, so the stocked amount keeps what is reserved. */
async function stockUpdate(req: AccountRequest, variantId: string, quantity: number, locationId: string) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "variant",
    fields: ["inventory_items.inventory.id", "inventory_items.inventory.location_levels.reserved_quantity", "inventory_items.inventory.location_levels.location_id"],
    filters: { id: variantId },
  })
  const inventory = data[0]?.inventory_items?.[0]?.inventory
  const level = inventory?.location_levels?.find((l) => l?.location_id === locationId)
  return inventory && level
    ? { inventoryItemId: inventory.id, locationId, stockedQuantity: quantity + Number(level.reserved_quantity ?? 0) }
    : undefined
}
