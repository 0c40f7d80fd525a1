import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { invalid } from "../../domain/errors"
import { fileNameOf } from "./product-row"

/** The most photos one product keeps. */
export const MAX_PRODUCT_IMAGES = 10

export const PRODUCT_MEDIA_MESSAGES = {
  unknownImage: "Images may only name the product's own images.",
  duplicateImage: "Each image may be listed once.",
  noImage: "A product needs at least one image.",
  category: "Category is invalid.",
} as const

/** A stored product image as Medusa's product module updates it (its WebP copies kept in metadata). */
export type StoredImage = { id: string; url: string; metadata: Record<string, unknown> | null; rank: number }

export async function productImagesOf(container: MedusaContainer, productId: string): Promise<StoredImage[]> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  return knex("image").where({ product_id: productId }).whereNull("deleted_at").orderBy("rank").select("id", "url", "metadata", "rank")
}

/**
 * The product's images in the order given (file names, as the product JSON lists them): those left
 * out are removed, the first becomes the thumbnail. 400 for a name that is not one of the product's
 * images, a name listed twice, or no image at all.
 */
export function planImageOrder(current: StoredImage[], names: string[]) {
  if (!names.length) throw invalid(PRODUCT_MEDIA_MESSAGES.noImage)
  if (new Set(names).size !== names.length) throw invalid(PRODUCT_MEDIA_MESSAGES.duplicateImage)
  const byName = new Map(current.map((image) => [fileNameOf(image.url), image]))
  const images = names.map((name, rank) => {
    const image = byName.get(name)
    if (!image) throw invalid(PRODUCT_MEDIA_MESSAGES.unknownImage)
    return { id: image.id, url: image.url, metadata: image.metadata ?? {}, rank }
  })
  return { images, thumbnail: images[0].url }
}

/** The images after new uploads: the current ones in their order, then the new ones. */
export function appendImages(current: StoredImage[], added: { url: string; metadata: Record<string, unknown> }[]) {
  const images = [
    ...current.map((image, rank) => ({ id: image.id, url: image.url, metadata: image.metadata ?? {}, rank })),
    ...added.map((image, index) => ({ ...image, rank: current.length + index })),
  ]
  return { images, thumbnail: images[0]?.url ?? null }
}

/** The product's category: one existing category id, or none (`""` or null). 400 for an unknown id. */
export async function planCategory(container: MedusaContainer, category: string | null): Promise<string[]> {
  if (!category) return []
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const found = await knex("product_category").where({ id: category }).whereNull("deleted_at").first("id")
  if (!found) throw invalid(PRODUCT_MEDIA_MESSAGES.category)
  return [found.id]
}
