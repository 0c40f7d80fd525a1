import type { AuditActor } from "./audit"
import { toShillings } from "../money"

type ProductLike = {
  sku?: string | null
  name?: string
  slug?: string
  description?: string
  price?: number
  quantity?: number
  taxable?: boolean
  isActive?: boolean
  isAddon?: boolean
  variants?: string[]
  brand?: { _id: string } | null
}

/** The fields of a product its history shows (not its images' derived sizes or its ratings). */
export function productFields(product: ProductLike) {
  return {
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: product.price,
    quantity: product.quantity,
    taxable: product.taxable,
    isActive: product.isActive,
    isAddon: product.isAddon,
    variants: product.variants,
    brand: product.brand ? product.brand._id : null,
  }
}

/** What a product edit asks to change: a merchant's `brand` and `isAddon` are ignored (spec §6), so not recorded. */
export function productEdit(actor: AuditActor, changes: Record<string, unknown>) {
  if (actor.role === "ROLE_ADMIN") return { ...changes, ...(changes.brand === "" && { brand: null }) }
  return { ...changes, brand: undefined, isAddon: undefined }
}

/** The named fields of an entity's JSON (its id, timestamps and derived figures left out). */
export function pick<T extends object>(value: T, keys: readonly (keyof T)[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key as string, value[key]]))
}

export const CATEGORY_FIELDS = ["name", "slug", "description", "isActive", "products"] as const

/** A brand as its history shows it (the API's field names). */
export const brandFields = (brand: { name: string; slug: string; description: string | null; is_active: boolean }) => ({
  name: brand.name,
  slug: brand.slug,
  description: brand.description,
  isActive: brand.is_active,
})

/** A staff cancel of a whole order: each line's status before, Cancelled after (keyed "line <id>"). */
export function orderCancelFields(statuses: Record<string, string>) {
  const ids = Object.keys(statuses)
  return {
    before: Object.fromEntries(ids.map((id) => [`line ${id}`, statuses[id]])),
    after: Object.fromEntries(ids.map((id) => [`line ${id}`, "Cancelled"])),
  }
}

type StartedPayout = { id: string; merchant_id: string; amount_cents: string | number; method: string; state: string }

/**
 * An approval's payouts, each from nothing to its seller, amount (Kes.), method and state; and
 * `released` ("disabled" or "deleted") for a merchant the admin chose to pay although held.
 */
export function payoutApprovalFields(payouts: StartedPayout[], released: Record<string, string | null> = {}) {
  return {
    before: null,
    after: Object.fromEntries(
      payouts.map((payout) => [
        `payout ${payout.id}`,
        {
          merchantId: payout.merchant_id,
          amount: toShillings(payout.amount_cents),
          method: payout.method,
          state: payout.state,
          ...(released[payout.merchant_id] ? { released: released[payout.merchant_id] } : {}),
        },
      ])
    ),
  }
}
