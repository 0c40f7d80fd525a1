import type { MedusaContainer } from "@medusajs/framework/types"
import { BRAND_MODULE, type BrandModuleService } from "../../modules/brand"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../modules/merchant"
import type { MerchantStatus } from "../../domain/merchants/approval"
import { escapeLike } from "../../domain/escape-like"
import { toMerchantJson } from "./merchant-json"
import { pageOf } from "../../domain/paging"
import { SEARCH_LIMITS } from "../../domain/search-limits"

/** Merchants with their brands populated, newest first. */
async function withBrands(container: MedusaContainer, merchants: Parameters<typeof toMerchantJson>[0][]) {
  const brands = merchants.length
    ? await container
        .resolve<BrandModuleService>(BRAND_MODULE)
        .listBrands({ merchant_id: merchants.map((m) => m.id) }, { select: ["id", "name", "slug", "is_active", "merchant_id"] })
    : []
  const byMerchant = new Map(brands.map((b) => [b.merchant_id, b]))
  return merchants.map((m) => toMerchantJson(m, byMerchant.get(m.id)))
}

/** A page of merchants, newest first, optionally only those in one status (the admin's Waiting tab). */
export async function listMerchantsPage(container: MedusaContainer, page: number, limit: number, status?: MerchantStatus) {
  const [merchants, count] = await container
    .resolve<MerchantModuleService>(MERCHANT_MODULE)
    .listAndCountMerchants(status ? { status } : {}, { skip: (page - 1) * limit, take: limit, order: { created_at: "DESC" } })
  return { merchants: await withBrands(container, merchants), ...pageOf(count, { page, limit }) }
}

/** Merchants whose e-mail, phone number, brand or status contains the text (any case). */
export async function searchMerchants(container: MedusaContainer, search: string) {
  const pattern = `%${escapeLike(search)}%`
  // Phone-like text also matches the digits alone, so "0712 345" finds "(071) 234-5678"; Kenyan
  // numbers are stored as +254…, so a leading 0 also matches as 254 ("0712 345" finds +254712345…).
  const digits = /^[\d\s()+.-]+$/.test(search) ? search.replace(/\D/g, "") : ""
  const international = digits.startsWith("0") ? `254${digits.slice(1)}` : null
  const merchants = await container.resolve<MerchantModuleService>(MERCHANT_MODULE).listMerchants(
    {
      $or: [
        { email: { $ilike: pattern } },
        { phone_number: { $ilike: pattern } },
        ...(digits.length >= 2 ? [{ phone_digits: { $like: `%${digits}%` } }] : []),
        ...(international && digits.length >= 2 ? [{ phone_digits: { $like: `%${international}%` } }] : []),
        { brand_name: { $ilike: pattern } },
        { status: { $ilike: pattern } },
      ],
    },
    { take: SEARCH_LIMITS.merchants, order: { created_at: "DESC" } }
  )
  return { merchants: await withBrands(container, merchants) }
}

/** The merchant ids → names of the brands' merchants, for 'By {merchant name}'. */
export async function merchantNames(container: MedusaContainer, merchantIds: (string | null | undefined)[]) {
  const ids = [...new Set(merchantIds.filter((id): id is string => !!id))]
  if (!ids.length) return new Map<string, string>()
  const merchants = await container
    .resolve<MerchantModuleService>(MERCHANT_MODULE)
    .listMerchants({ id: ids }, { select: ["id", "name"] })
  return new Map(merchants.map((m) => [m.id, m.name]))
}
