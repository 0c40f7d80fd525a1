import catalogue from "./catalogue.json"

/**
 * Seed catalogue for the Kenyan marketplace (prices in KES, whole shillings): the data lives in
 * catalogue.json; this file gives it its types. Image file names refer to files in ./images/.
 * All brand names are invented for demo purposes.
 */

export type SeedCategory = { name: string; slug: string; description: string }

export type SeedBrand = { name: string; slug: string; description: string }

export type SeedProduct = {
  sku: string
  name: string
  slug: string
  description: string
  /** KES, whole shillings */
  price: number
  /** stock on hand */
  quantity: number
  taxable: boolean
  isAddon: boolean
  /** brand slug */
  brand: string
  /** category slug */
  category: string
  /** variant labels, e.g. ["S", "M", "L"]; [] when the product has no variants */
  variants: string[]
  /** file names inside backend/src/scripts/seed/images/ */
  images: string[]
}

export const categories: SeedCategory[] = catalogue.categories
export const brands: SeedBrand[] = catalogue.brands
export const products: SeedProduct[] = catalogue.products
