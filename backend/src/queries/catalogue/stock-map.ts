import type { Knex } from "knex"
import { productStockRows } from "./product-sql"
import { stockLeft } from "./product-row"
import { cacheSettings } from "../../config/caches"

/**
 * How long a product's stock is shown before it is read again (milliseconds, default 1 s). Stock
 * events (orders, cancellations, M-Pesa holds, Medusa Admin's inventory edits) drop it at once;
 * this only bounds what changes around them (a lost Redis message, an edit straight in the
 * database): a reader then gets the last value while the new one is read. With the catalogue cache
 * off (CATALOGUE_CACHE_MS=0, as the tests have it) stock is read on every answer too.
 */
export const STOCK_MS = cacheSettings().stockMs

type Entry = { expires: number; quantity?: number; pending?: Promise<Map<string, number>> }

const entries = new Map<string, Entry>()
/** Bumped whenever a shown quantity may have changed: rendered bodies are reused while it stays. */
let epoch = 0

/** The current stock epoch: a body rendered at this epoch is still right. */
export const stockEpoch = () => epoch

/** Forgets the stock of these products (every product's without ids), in this process. */
export function forgetStock(productIds?: string[]) {
  epoch++
  if (!productIds) entries.clear()
  else productIds.forEach((id) => entries.delete(id))
}

type Quantities = Map<string, number>

function read(knex: Knex, ids: string[], now: number): Promise<Quantities> {
  const fresh = ids.map((id) => {
    const entry: Entry = { expires: now + STOCK_MS, quantity: entries.get(id)?.quantity }
    entries.set(id, entry)
    return [id, entry] as const
  })
  const pending = productStockRows(knex, ids).then(
    (rows) => {
      const found: Quantities = new Map(rows.map((row) => [row.id, stockLeft(row.quantity)]))
      for (const [id, entry] of fresh) {
        if (!found.has(id)) found.set(id, 0)
        entry.quantity = found.get(id)
        entry.pending = undefined
      }
      epoch++
      return found
    },
    (error: unknown) => {
      // Read again by the next caller; the callers waiting on it see the error.
      for (const [id, entry] of fresh) if (entries.get(id) === entry) entries.delete(id)
      throw error
    }
  )
  for (const [, entry] of fresh) entry.pending = pending
  return pending
}

/**
 * The stock left of products by id (0 for one not found), from a small in-process map: a quantity
 * known and fresh costs nothing, the unknown ones are read in one query shared by every caller
 * waiting for them, and a stale one (older than CATALOGUE_STOCK_MS) is answered as is while it is
 * read again. Returns the quantities (no promise) when nothing had to be waited for.
 */
export function stockOf(knex: Knex, ids: readonly string[]): Quantities | Promise<Quantities> {
  if (STOCK_MS <= 0) {
    return productStockRows(knex, [...ids]).then((rows) => {
      const found = new Map(rows.map((row) => [row.id, stockLeft(row.quantity)]))
      return new Map(ids.map((id) => [id, found.get(id) ?? 0]))
    })
  }
  const now = Date.now()
  const missing: string[] = []
  const stale: string[] = []
  const waits = new Set<Promise<Quantities>>()
  for (const id of ids) {
    const entry = entries.get(id)
    if (!entry) missing.push(id)
    else if (entry.quantity === undefined) waits.add(entry.pending!)
    else if (entry.expires <= now && !entry.pending) stale.push(id)
  }
  if (stale.length) read(knex, stale, now).catch(() => undefined)
  if (missing.length) waits.add(read(knex, missing, now))
  const known = (): Quantities => new Map(ids.map((id) => [id, entries.get(id)?.quantity ?? 0]))
  if (!waits.size) return known()
  return Promise.all(waits).then((reads) => {
    // What was read for this caller wins over the map, which a clear may have emptied meanwhile.
    const quantities = known()
    for (const found of reads) for (const [id, quantity] of found) if (quantities.has(id)) quantities.set(id, quantity)
    return quantities
  })
}
