import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { invalid } from "../../domain/errors"
import { merchantBrandIds } from "../orders/order-access"
import { findManagedBrand } from "./brand-access"
import { assertSkuAndSlugFree, findManagedProduct, productSetup } from "./managed-products"
import { slugFrom } from "../../domain/catalogue/slug"
import { planCategory, planImageOrder, productImagesOf } from "./product-media"

type NewProduct = { sku: string; name: string; slug?: string; brand?: string; isAddon?: boolean }

/**
 * What a new product needs beyond its form: a free slug and sku, its brand (a merchant's
 * product always belongs to the merchant's own brand), whether it is an add-on (admins only,
 * spec §6: a merchant's product never is) and the shop's setup ids.
 */
export async function planNewProduct(container: MedusaContainer, account: RequestAccount, form: NewProduct) {
  const slug = form.slug || slugFrom(form.name)
  await assertSkuAndSlugFree(container, { sku: form.sku, slug })
  const brandId =
    account.role === "ROLE_ADMIN"
      ? form.brand && (await findManagedBrand(container, account, form.brand)).id
      : (await merchantBrandIds(container, account.merchantId))[0]
  if (!brandId) {
    throw invalid("Brand is required.")
  }
  const isAddon = account.role === "ROLE_ADMIN" && form.isAddon === true
  return { slug, brandId, isAddon, setup: await productSetup(container) }
}

export type ProductChanges = {
  sku?: string
  name?: string
  slug?: string
  description?: string
  quantity?: number
  price?: number
  taxable?: boolean
  isAddon?: boolean
  brand?: string
  variants?: string[]
  /** One category id, or "" / null for none. */
  category?: string | null
  /** The product's image file names in the order to show them; any left out are removed. */
  images?: string[]
}

/**
 * A product edit across Medusa's modules: the product's own fields, its variant's sku and
 * price, its stock level, its category, its images' order (those left out removed) and (admins only,
 * spec §6) its brand link and add-on flag: a merchant's `brand` and `isAddon` are ignored. 404 unless
 * the caller manages the product; 400 when the sku or slug is taken, the category or an image unknown.
 */
export async function planProductUpdate(container: MedusaContainer, account: RequestAccount, productId: string, changes: ProductChanges) {
  const { row, product } = await findManagedProduct(container, account, productId)
  const isAdmin = account.role === "ROLE_ADMIN"
  await assertSkuAndSlugFree(container, { sku: changes.sku, slug: changes.slug }, row.id)

  const brand =
    changes.brand !== undefined && isAdmin && changes.brand !== (row.brand_id ?? "")
      ? { from: row.brand_id, to: changes.brand ? (await findManagedBrand(container, account, changes.brand)).id : null }
      : undefined
  const setup = changes.taxable !== undefined || changes.quantity !== undefined ? await productSetup(container) : null
  const stock =
    changes.quantity !== undefined ? await stockUpdate(container, row.variant_id, changes.quantity, setup!.stockLocationId) : undefined
  const media = changes.images !== undefined ? planImageOrder(await productImagesOf(container, row.id), changes.images) : undefined
  const categoryIds = changes.category !== undefined ? await planCategory(container, changes.category) : undefined

  return {
    productId: row.id,
    product: {
      ...(changes.name && { title: changes.name }),
      ...(changes.slug && { handle: changes.slug }),
      ...(changes.description && { description: changes.description }),
      ...(changes.taxable !== undefined && { type_id: changes.taxable ? setup!.taxableTypeId : null }),
      ...(media && { images: media.images, thumbnail: media.thumbnail }),
      ...(categoryIds && { category_ids: categoryIds }),
      metadata: { ...row.metadata, is_addon: (isAdmin ? changes.isAddon : undefined) ?? product.isAddon, variants: changes.variants ?? product.variants },
    },
    variant: { id: row.variant_id, sku: changes.sku, price: changes.price },
    stock,
    brand,
    /** What the product was, for the audit log. */
    before: product,
  }
}

/** The shop's quantity is what can still be sold, so the stocked amount keeps what is reserved. */
async function stockUpdate(container: MedusaContainer, variantId: string, quantity: number, locationId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
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
