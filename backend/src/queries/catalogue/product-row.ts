import { FILES_ROUTE, TAXABLE_PRODUCT_TYPE } from "../../domain/shop-constants"
import type { WebpSource } from "../../domain/images/webp-variants"

/** One product as the catalogue SQL returns it. */
export type ProductRow = {
  id: string
  title: string
  handle: string
  description: string | null
  status: string
  metadata: Record<string, unknown> | null
  created_at: Date
  type_value: string | null
  sku: string | null
  variant_id: string
  price: string | number | null
  quantity: string | number | null
  image_urls: string[] | null
  /** Per image (same order), its WebP copies by width; none for images stored without them. */
  image_webp: WebpSource[][] | null
  brand_id: string | null
  brand_name: string | null
  brand_slug: string | null
  brand_active: boolean | null
  category_id: string | null
  category_name: string | null
  category_slug: string | null
  category_description: string | null
  total_reviews: string | number | null
  total_ratings: string | number | null
}

/** The stored file name of an image URL: the part that `/api/files/{filename}` serves. */
export function fileNameOf(url: string) {
  return decodeURIComponent(url.split("/").pop() || "")
}

const fileUrl = (url: string) => `${FILES_ROUTE}/${encodeURIComponent(fileNameOf(url))}`

/** Per image, a `srcset` of its WebP copies ("" when it has none). */
function webpSrcsets(row: ProductRow) {
  return (row.image_urls ?? []).map((_, index) =>
    (row.image_webp?.[index] ?? [])
      .filter((source) => source?.url && Number.isInteger(source.width))
      .map((source) => `${fileUrl(source.url)} ${source.width}w`)
      .join(", ")
  )
}

function averageRating(row: ProductRow) {
  const reviews = Number(row.total_reviews ?? 0)
  return reviews ? Math.round((Number(row.total_ratings) / reviews) * 100) / 100 : 0
}

/** The stock a shopper is shown: what is left, never below zero. */
export const stockLeft = (quantity: string | number | null | undefined) => Math.max(0, Number(quantity ?? 0))

/** The product JSON of the API contract (spec §3 field names). */
export function toProductJson(row: ProductRow) {
  const images = (row.image_urls ?? []).map(fileNameOf).filter(Boolean)
  const quantity = stockLeft(row.quantity)
  const metadata = row.metadata ?? {}
  return {
    _id: row.id,
    sku: row.sku,
    name: row.title,
    slug: row.handle,
    description: row.description ?? "",
    price: Number(row.price ?? 0),
    quantity,
    inventory: quantity,
    taxable: row.type_value === TAXABLE_PRODUCT_TYPE,
    isActive: row.status === "published" && row.brand_active !== false,
    isAddon: metadata.is_addon === true,
    variants: Array.isArray(metadata.variants) ? (metadata.variants as string[]) : [],
    imageUrl: images.length ? `${FILES_ROUTE}/${encodeURIComponent(images[0])}` : null,
    images,
    webpSrcsets: webpSrcsets(row),
    brand: row.brand_id ? { _id: row.brand_id, name: row.brand_name, slug: row.brand_slug } : null,
    category: row.category_id ? { _id: row.category_id, name: row.category_name, slug: row.category_slug } : null,
    categoryDescription: row.category_description,
    averageRating: averageRating(row),
    totalReviews: Number(row.total_reviews ?? 0),
    created: row.created_at,
  }
}

export type ProductJson = ReturnType<typeof toProductJson>
