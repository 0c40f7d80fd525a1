import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createProductsWorkflow,
  createRemoteLinkStep,
  emitEventStep,
  uploadFilesWorkflow,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { BRAND_MODULE } from "../../modules/brand"
import { CURRENCY_CODE } from "../../domain/shop-constants"
import { ShopEvents } from "../../domain/events"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { planNewProductStep } from "./steps/plan-product"
import { findManagedProductStep } from "./steps/find-managed"
import { filesToUpload, productImages } from "../../domain/images/webp-variants"
import { makeWebpVariantsStep } from "./steps/make-webp-variants"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { productFields } from "../../domain/audit/fields"

type ProductForm = {
  sku: string
  name: string
  description: string
  quantity: number
  price: number
  taxable: boolean
  isActive: boolean
  isAddon: boolean
  variants: string[]
  slug?: string
  brand?: string
}

export type CreateShopProductInput = {
  account: RequestAccount
  form: ProductForm
  images: { filename: string; mimeType: string; content: string; access: "public" }[]
}

/**
 * A shop product through Medusa's modules: images and their WebP copies through the file
 * module (the copies listed in each image's metadata), the product
 * with one variant (sku, KES price, managed stock), its brand link and its stock level.
 * Each step undoes itself if a later one fails. Returns the product as its manager sees it.
 */
export const createShopProductWorkflow = createWorkflow("create-shop-product", (request: CreateShopProductInput) => {
  const plan = planNewProductStep(request)
  const input = transform({ request, plan }, ({ request, plan }) => ({ ...request.form, ...plan, brandId: plan.brandId }))
  const webp = makeWebpVariantsStep(transform({ request }, ({ request }) => request.images))
  const files = uploadFilesWorkflow.runAsStep({
    input: transform({ request, webp }, ({ request, webp }) => ({ files: filesToUpload(request.images, webp) })),
  })
  const products = createProductsWorkflow.runAsStep({
    input: transform({ input, files, webp }, ({ input, files, webp }) => ({
      products: [
        {
          title: input.name,
          handle: input.slug,
          description: input.description,
          status: input.isActive ? ProductStatus.PUBLISHED : ProductStatus.DRAFT,
          type_id: input.taxable ? input.setup.taxableTypeId : undefined,
          thumbnail: files[0]?.url,
          images: productImages(files, webp),
          sales_channels: [{ id: input.setup.salesChannelId }],
          shipping_profile_id: input.setup.shippingProfileId,
          metadata: { is_addon: input.isAddon, variants: input.variants },
          options: [{ title: "Default", values: ["Default"] }],
          variants: [
            {
              title: input.name,
              sku: input.sku,
              manage_inventory: true,
              options: { Default: "Default" },
              prices: [{ currency_code: CURRENCY_CODE, amount: input.price }],
            },
          ],
        },
      ],
    })),
  })
  const productId = transform({ products }, ({ products }) => products[0].id)

  createRemoteLinkStep(
    transform({ input, productId }, ({ input, productId }) => [
      { [Modules.PRODUCT]: { product_id: productId }, [BRAND_MODULE]: { brand_id: input.brandId } },
    ])
  )

  const { data: variants } = useQueryGraphStep({
    entity: "variant",
    fields: ["inventory_items.inventory_item_id"],
    filters: transform({ productId }, ({ productId }) => ({ product_id: productId })),
  })
  createInventoryLevelsWorkflow.runAsStep({
    input: transform({ input, variants }, ({ input, variants }) => ({
      inventory_levels: variants.flatMap((variant) =>
        (variant.inventory_items ?? []).flatMap((item) =>
          item ? [{ inventory_item_id: item.inventory_item_id, location_id: input.setup.stockLocationId, stocked_quantity: input.quantity }] : []
        )
      ),
    })),
  })
  const created = findManagedProductStep(transform({ request, productId }, ({ request, productId }) => ({ account: request.account, id: productId })))
  recordAudit(
    transform({ request, created }, ({ request, created }) => ({
      actor: request.account,
      entityType: "product" as const,
      entityId: created.product._id,
      action: "product.create",
      before: null,
      after: productFields(created.product),
    }))
  )
  emitEventStep({ eventName: ShopEvents.PRODUCT_CHANGED, data: transform({ productId }, ({ productId }) => ({ id: productId })) })
  return new WorkflowResponse(transform({ created }, ({ created }) => created.product))
})
