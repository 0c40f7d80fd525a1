import type { MedusaContainer } from "@medusajs/framework/types"
import { merchantNames } from "../merchants/list-merchants"

type StoredBrand = {
  id: string
  name: string
  slug: string
  description: string
  is_active: boolean
  merchant_id?: string | null
  created_at: Date | string
}

/** `merchantName` comes from the merchant module (see `merchantNames`) so lists can show 'By {merchant name}'. */
export function toBrandJson(brand: StoredBrand, merchantName: string | null = null) {
  return {
    _id: brand.id,
    name: brand.name,
    slug: brand.slug,
    description: brand.description,
    isActive: brand.is_active,
    merchant: brand.merchant_id ? { _id: brand.merchant_id, name: merchantName } : null,
    created: brand.created_at,
  }
}

/** Brands as JSON, each with its merchant's name ('By {merchant name}'), in one lookup of the merchants. */
export async function brandsWithMerchantJson(container: MedusaContainer, brands: StoredBrand[]) {
  const names = await merchantNames(container, brands.map((b) => b.merchant_id))
  return brands.map((b) => toBrandJson(b, names.get(b.merchant_id ?? "") ?? null))
}
