type StoredBrand = {
  id: string
  name: string
  slug: string
  description: string
  is_active: boolean
  merchant_id?: string | null
  created_at: Date | string
}

export function toBrandJson(brand: StoredBrand) {
  return {
    _id: brand.id,
    name: brand.name,
    slug: brand.slug,
    description: brand.description,
    isActive: brand.is_active,
    merchant: brand.merchant_id ? { _id: brand.merchant_id, name: null } : null,
    created: brand.created_at,
  }
}
