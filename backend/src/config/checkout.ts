import { cartTtlHours as parseCartTtlHours, type CheckoutSettings } from "../domain/orders/checkout-rules"
import { VAT_RULE } from "./vat"

/** CART_TTL_HOURS (hours, > 0; default 24): how long a cart may wait before it is ordered. Read per call. */
export const cartTtlHours = (env: NodeJS.ProcessEnv = process.env) => parseCartTtlHours(env)

/** What a checkout is judged by now: the cart TTL (read per call) and the shop's VAT rule. */
export const checkoutSettings = (env: NodeJS.ProcessEnv = process.env): CheckoutSettings => ({ ttlHours: cartTtlHours(env), vat: VAT_RULE })
