import { orderTotals, shownTotal } from "./totals"
import { invalid } from "../errors"
import { formatKes } from "../money"
import type { VatRule } from "../shop-constants"

export const PRICES_CHANGED = "Prices in your cart have changed. Please check the new prices and place your order again."
export const CART_EXPIRED = "Your cart has expired. Please check the prices and place your order again."
export const noLongerAvailable = (name: string) => `${name} is no longer available. Please remove it from your cart and try again.`

const DEFAULT_CART_TTL_HOURS = 24

/** How long a cart may wait before it is ordered: `CART_TTL_HOURS` (hours, > 0), 24 by default (src/config/checkout.ts passes the environment). */
export function cartTtlHours(env: Record<string, string | undefined>) {
  const hours = Number(env.CART_TTL_HOURS)
  return env.CART_TTL_HOURS && Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_CART_TTL_HOURS
}

/** The settings a checkout is judged by (src/config/checkout.ts): the cart TTL in hours and the VAT rule. */
export type CheckoutSettings = { ttlHours: number; vat: VatRule }

/** A cart line as it was priced, beside its product as the catalogue has it now. */
export type CheckoutLine = {
  name: string
  unitPrice: number
  quantity: number
  taxable: boolean
  /** The product, its variant, brand, brand's merchant and categories all still exist and are active. */
  available: boolean
  currentPrice: number | null
  currentTaxable: boolean
}

export type OrderableCart = {
  createdAt: Date
  items: CheckoutLine[]
  /** The total the cart was priced at when it was made (its payment collection's amount). */
  pricedTotal: number | null
}

const differs = (a: number, b: number) => Math.abs(a - b) > 0.005

/**
 * A cart may be ordered only as the catalogue is now (checked at ordering, not only when the cart
 * was made): not empty; younger than the cart TTL; every product still available (itself, its
 * brand, the brand's merchant and its categories active, nothing deleted); every price and VAT
 * flag still the cart's; the cart not changed since its payment was set up for its total; and
 * the buyer's total (what the bag shows) the server's. Throws 400 with what the shopper must do otherwise.
 */
export function assertCartOrderable(cart: OrderableCart, clientTotal: number, { ttlHours, vat }: CheckoutSettings, now = new Date()) {
  if (!cart.items.length) {
    throw invalid("Your cart is empty.")
  }
  if (now.getTime() - cart.createdAt.getTime() > ttlHours * 3_600_000) {
    throw invalid(CART_EXPIRED)
  }
  const gone = cart.items.find((item) => !item.available || item.currentPrice === null)
  if (gone) {
    throw invalid(noLongerAvailable(gone.name))
  }
  if (cart.items.some((item) => differs(item.unitPrice, item.currentPrice!) || item.taxable !== item.currentTaxable)) {
    throw invalid(PRICES_CHANGED)
  }
  const lines = cart.items.map((item) => ({ ...item, status: "Not processed" }))
  if (cart.pricedTotal === null || differs(orderTotals(lines, vat.pricesIncludeVat, vat.ratePercent).totalWithTax, cart.pricedTotal)) {
    throw invalid("Your cart has changed since it was priced. Please review your cart and try again.")
  }
  // The client sends the total its bag shows (Σ price × quantity), VAT included or not.
  const shown = shownTotal(lines)
  if (differs(shown, clientTotal)) {
    throw invalid(`Your cart has changed: its total is now ${formatKes(shown)}. Please review your cart and try again.`)
  }
}
