import type { Knex } from "knex"
import { STOCK_MS, stockEpoch, stockOf } from "./stock-map"

/** What a cached body's stock fields hold until it is answered: a mark naming the product. */
const MARK = "\u0001stock:"
/** The mark as JSON writes it (the control character escaped), the product id captured. */
const MARK_IN_JSON = /"\\u0001stock:([^"\\]*)"/

/**
 * A serialized catalogue body without its stock: the JSON text cut where each product's
 * `quantity` and `inventory` go (`parts` has one more entry than `ids`), so a cached listing or
 * product page is never thrown away when an order changes the stock of a few products; the stock
 * left is put in when the body is answered (`renderStock`).
 */
export type StockBody = {
  parts: string[]
  ids: string[]
  /** The last rendering, reused while no shown stock has changed and it is younger than a second. */
  rendered?: { epoch: number; at: number; text: string }
}

/** Reuse a rendering at most this long, so stale stock is read again (stock-map.ts) even with no event. */
const RENDER_MS = Math.min(1000, STOCK_MS)

export function stockBody(value: unknown): StockBody {
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key: string, field: unknown) {
    const isStock = (key === "quantity" || key === "inventory") && typeof field === "number"
    return isStock && typeof this._id === "string" ? `${MARK}${this._id}` : field
  })
  const pieces = json.split(MARK_IN_JSON)
  return { parts: pieces.filter((_, i) => i % 2 === 0), ids: pieces.filter((_, i) => i % 2 === 1) }
}

function render(body: StockBody, quantities: Map<string, number>, epoch: number, now: number) {
  let text = body.parts[0]
  for (let i = 0; i < body.ids.length; i++) text += String(quantities.get(body.ids[i]) ?? 0) + body.parts[i + 1]
  body.rendered = { epoch, at: now, text }
  return text
}

/** The body's JSON text with the stock left of each product (read through the stock map). */
export function renderStock(knex: Knex, body: StockBody): string | Promise<string> {
  const epoch = stockEpoch()
  const now = Date.now()
  const last = body.rendered
  if (last && last.epoch === epoch && now - last.at < RENDER_MS) return last.text
  if (!body.ids.length) return render(body, new Map(), epoch, now)
  const quantities = stockOf(knex, body.ids)
  return quantities instanceof Map ? render(body, quantities, epoch, now) : quantities.then((q) => render(body, q, epoch, now))
}

/** Products with the stock left put in (a signed-in caller's answer, built per request). */
export async function withStock<P extends { _id: string; quantity: number; inventory: number }>(knex: Knex, products: P[]) {
  const quantities = await stockOf(
    knex,
    products.map((product) => product._id)
  )
  return products.map((product) => {
    const quantity = quantities.get(product._id) ?? 0
    return { ...product, quantity, inventory: quantity }
  })
}
