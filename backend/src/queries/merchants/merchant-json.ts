type StoredMerchant = {
  id: string
  name: string
  email: string | null
  phone_number: string
  brand_name: string
  business: string
  status: string
  is_active: boolean
  created_at: Date | string
}

type StoredBrand = { id: string; name: string; slug: string; is_active: boolean } | null | undefined

/** The merchant of the API contract (spec §3), with its brand when it has one. */
export function toMerchantJson(merchant: StoredMerchant, brand?: StoredBrand) {
  return {
    _id: merchant.id,
    name: merchant.name,
    email: merchant.email ?? null,
    phoneNumber: merchant.phone_number,
    brandName: merchant.brand_name,
    brand: brand ? { _id: brand.id, name: brand.name, slug: brand.slug, isActive: brand.is_active } : null,
    business: merchant.business,
    status: merchant.status,
    isActive: merchant.is_active,
    created: merchant.created_at,
  }
}

export type MerchantJson = ReturnType<typeof toMerchantJson>
