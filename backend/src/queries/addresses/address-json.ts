import type { CustomerAddressDTO } from "@medusajs/framework/types"
import { COUNTRY_CODE, REGION_NAME } from "../../domain/shop-constants"

export type AddressInput = {
  address: string
  city: string
  state: string
  country: string
  zipCode: string
  isDefault?: boolean
}

/** Spec fields → Medusa's customer address (the country's name is kept in metadata). */
export function toMedusaAddress(input: AddressInput) {
  return {
    address_1: input.address,
    city: input.city,
    province: input.state,
    postal_code: input.zipCode,
    country_code: input.country.trim().toLowerCase() === REGION_NAME.toLowerCase() ? COUNTRY_CODE : null,
    metadata: { country: input.country },
    ...(input.isDefault !== undefined && { is_default_shipping: input.isDefault }),
  }
}

export function toAddressJson(address: CustomerAddressDTO) {
  return {
    _id: address.id,
    address: address.address_1 ?? "",
    city: address.city ?? "",
    state: address.province ?? "",
    country: (address.metadata?.country as string) ?? address.country_code ?? "",
    zipCode: address.postal_code ?? "",
    isDefault: address.is_default_shipping,
    created: address.created_at,
  }
}
