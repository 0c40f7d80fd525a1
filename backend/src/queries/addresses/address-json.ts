import type { CustomerAddressDTO } from "@medusajs/framework/types"
import { COUNTRY_CODE, REGION_NAME } from "../../domain/shop-constants"

export type AddressInput = {
  address: string
  city: string
  state: string
  country: string
  zipCode: string
  /** One of Kenya's 47 counties for a Kenyan address, else "". */
  county: string
  landmark: string
  /** +254XXXXXXXXX, or "" when none was given. */
  phone: string
  isDefault?: boolean
}

/**
 * Spec fields → Medusa's customer address: a Kenyan address keeps its county as the province
 * (what Medusa Admin shows), the landmark as the second line; the country's name, and a state
 * typed beside a county, stay in metadata.
 */
export function toMedusaAddress(input: AddressInput) {
  return {
    address_1: input.address,
    address_2: input.landmark || null,
    city: input.city,
    province: input.county || input.state,
    postal_code: input.zipCode || null,
    phone: input.phone || null,
    country_code: input.country.trim().toLowerCase() === REGION_NAME.toLowerCase() ? COUNTRY_CODE : null,
    metadata: { country: input.country, state: input.state || null, county: input.county || null },
    ...(input.isDefault !== undefined && { is_default_shipping: input.isDefault }),
  }
}

export function toAddressJson(address: CustomerAddressDTO) {
  const metadata = address.metadata ?? {}
  const county = (metadata.county as string | null) ?? null
  return {
    _id: address.id,
    address: address.address_1 ?? "",
    city: address.city ?? "",
    state: (metadata.state as string | null) || address.province || "",
    country: (metadata.country as string) ?? address.country_code ?? "",
    zipCode: address.postal_code ?? "",
    county: county ?? "",
    landmark: address.address_2 ?? "",
    phone: address.phone ?? "",
    isDefault: address.is_default_shipping,
    created: address.created_at,
  }
}
