import fs from "fs/promises"
import path from "path"
import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows"
import { BRAND_MODULE, type BrandModuleService } from "../../modules/brand"
import { CURRENCY_CODE } from "../../domain/shop-constants"
import { filesToUpload, productImages, webpVariants } from "../../domain/images/webp-variants"
import type { SeedBrand, SeedCategory, SeedProduct } from "./catalogue"
import { ShopSetup } from "./region"

export type Catalogue = { categories: SeedCategory[]; brands: SeedBrand[]; products: SeedProduct[] }

export const SEED_IMAGE_DIR = path.join(__dirname, "images")

/**
 * Refreshes the planner's table statistics once a bulk import is done: until autovacuum gets
 * round to it, PostgreSQL plans the catalogue's reads (search, listings) for the tables as they
 * were before the import, so the first reads after it would be the slow ones.
 */
export async function analyzeCatalogue(container: MedusaContainer) {
  await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw("ANALYZE")
}

/**
 * Imports a catalogue through Medusa's workflows: categories, brands, products (one
 * variant holding sku, KES price and stock), images through the file module, brand links
 * and inventory levels. Anything whose slug already exists is left alone.
 */
export async function importCatalogue(container: MedusaContainer, setup: ShopSetup, catalogue: Catalogue) {
  const productModule = container.resolve(Modules.PRODUCT)
  const categoryIds = await ensureCategories(container, catalogue.categories)
  const brandIds = await ensureBrands(container, catalogue.brands)

  const existing = await productModule.listProducts(
    { handle: catalogue.products.map((p) => p.slug) },
    { select: ["handle"] }
  )
  const known = new Set(existing.map((p) => p.handle))
  const missing = catalogue.products.filter((p) => !known.has(p.slug))
  if (!missing.length) {
    return { imported: 0 }
  }

  const images = await uploadImages(container, missing)
  const { result: created } = await createProductsWorkflow(container).run({
    input: {
      products: missing.map((product) => toProductInput(product, setup, categoryIds, images)),
    },
  })
  const createdBySlug = new Map(created.map((p) => [p.handle, p]))

  const link = container.resolve(ContainerRegistrationKeys.LINK)
  await link.create(
    missing.map((product) => ({
      [Modules.PRODUCT]: { product_id: createdBySlug.get(product.slug)!.id },
      [BRAND_MODULE]: { brand_id: brandIds.get(product.brand)! },
    }))
  )
  await createStock(container, setup, missing, createdBySlug)
  return { imported: missing.length }
}

function toProductInput(
  product: SeedProduct,
  setup: ShopSetup,
  categoryIds: Map<string, string>,
  storedImages: Map<string, StoredImage>
) {
  const images = product.images.map((name) => storedImages.get(name)!)
  return {
    title: product.name,
    handle: product.slug,
    description: product.description,
    status: ProductStatus.PUBLISHED,
    type_id: product.taxable ? setup.taxableTypeId : undefined,
    thumbnail: images[0]?.url,
    images,
    category_ids: [categoryIds.get(product.category)!],
    sales_channels: [{ id: setup.salesChannelId }],
    shipping_profile_id: setup.shippingProfileId,
    metadata: { is_addon: product.isAddon, variants: product.variants },
    options: [{ title: "Default", values: ["Default"] }],
    variants: [
      {
        title: product.name,
        sku: product.sku,
        manage_inventory: true,
        options: { Default: "Default" },
        prices: [{ currency_code: CURRENCY_CODE, amount: product.price }],
      },
    ],
  }
}

async function ensureCategories(container: MedusaContainer, categories: SeedCategory[]) {
  const productModule = container.resolve(Modules.PRODUCT)
  const existing = await productModule.listProductCategories({ handle: categories.map((c) => c.slug) })
  const ids = new Map(existing.map((c) => [c.handle, c.id]))
  const missing = categories.filter((c) => !ids.has(c.slug))
  if (missing.length) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: missing.map((c) => ({
          name: c.name,
          handle: c.slug,
          description: c.description,
          is_active: true,
        })),
      },
    })
    result.forEach((c) => ids.set(c.handle, c.id))
  }
  return ids
}

async function ensureBrands(container: MedusaContainer, brands: SeedBrand[]) {
  const brandModule: BrandModuleService = container.resolve(BRAND_MODULE)
  const existing = await brandModule.listBrands({ slug: brands.map((b) => b.slug) })
  const ids = new Map(existing.map((b) => [b.slug, b.id]))
  const missing = brands.filter((b) => !ids.has(b.slug))
  if (missing.length) {
    const created = await brandModule.createBrands(missing.map((b) => ({ ...b, is_active: true })))
    created.forEach((b) => ids.set(b.slug, b.id))
  }
  return ids
}

type StoredImage = ReturnType<typeof productImages>[number]

/**
 * Uploads every image the products use once, with its WebP copies at the responsive
 * widths; returns file name → product image (stored URL, copies in its metadata).
 */
async function uploadImages(container: MedusaContainer, products: SeedProduct[]) {
  const names = [...new Set(products.flatMap((p) => p.images))]
  const images = new Map<string, StoredImage>()
  if (!names.length) {
    return images
  }
  const originals = await Promise.all(
    names.map(async (name) => ({
      filename: name,
      mimeType: "image/jpeg",
      content: (await fs.readFile(path.join(SEED_IMAGE_DIR, name))).toString("base64"),
      access: "public" as const,
    }))
  )
  const variants = await Promise.all(originals.map(webpVariants))
  const { result } = await uploadFilesWorkflow(container).run({ input: { files: filesToUpload(originals, variants) } })
  productImages(result, variants).forEach((image, index) => images.set(names[index], image))
  return images
}

async function createStock(
  container: MedusaContainer,
  setup: ShopSetup,
  products: SeedProduct[],
  createdBySlug: Map<string, { id: string }>
) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "variant",
    fields: ["product_id", "inventory_items.inventory_item_id"],
    filters: { product_id: products.map((p) => createdBySlug.get(p.slug)!.id) },
  })
  const stockByProductId = new Map(products.map((p) => [createdBySlug.get(p.slug)!.id, p.quantity]))
  const inventoryLevels = variants.flatMap((variant) =>
    (variant.inventory_items ?? []).map((item) => ({
      inventory_item_id: item!.inventory_item_id,
      location_id: setup.stockLocationId,
      stocked_quantity: stockByProductId.get(variant.product_id!) ?? 0,
    }))
  )
  await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels: inventoryLevels } })
}
