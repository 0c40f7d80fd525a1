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
