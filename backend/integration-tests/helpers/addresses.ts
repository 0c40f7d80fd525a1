import { bearer, type ShopApi } from "./accounts"

/** A complete Nairobi delivery address, as a buyer fills in the form. */
export const NAIROBI_ADDRESS = { address: "Kimathi Street 12", city: "Nairobi", country: "Kenya", county: "Nairobi", landmark: "Opposite the Hilton", phone: "0712 345 678", isDefault: true }

/** Saves NAIROBI_ADDRESS for the buyer and returns the stored address. */
export async function addNairobiAddress(api: ShopApi, token: string) {
  return (await api.post("/api/address/add", NAIROBI_ADDRESS, bearer(token))).data.address
}
