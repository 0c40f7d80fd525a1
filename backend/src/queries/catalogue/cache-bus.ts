import Redis from "ioredis"

const CHANNEL = "shop:catalogue-cache:clear"
/** A message that drops only stock: `stock` (all of it) or `stock:<product id>,<product id>…`. */
const STOCK = "stock"

/** What a clear drops: every cached catalogue read, or only the stock of some products (all without ids). */
export type CatalogueClear = { kind: "all" } | { kind: "stock"; productIds?: string[] }

export type CatalogueCacheBus = {
  /** Starts hearing other processes' clears (once; the first cached read calls it). */
  listen(): void
  /** Tells every listening process, this one too, what to drop. */
  publish(clear: CatalogueClear): Promise<void>
  close(): void
}

export function encodeClear(clear: CatalogueClear) {
  if (clear.kind === "all") return "clear"
  return clear.productIds ? `${STOCK}:${clear.productIds.join(",")}` : STOCK
}

export function decodeClear(message: string): CatalogueClear {
  if (message === STOCK) return { kind: "stock" }
  if (message.startsWith(`${STOCK}:`)) return { kind: "stock", productIds: message.slice(STOCK.length + 1).split(",").filter(Boolean) }
  // "clear", and anything an older release may send.
  return { kind: "all" }
}

/**
 * Catalogue clears shared through Redis: with REDIS_URL, the subscriber that reacts to a
 * catalogue change may run in a worker process while other processes serve the pages, and
 * each process keeps its own cache.
 */
export function createCatalogueCacheBus(url: string, onClear: (clear: CatalogueClear) => void): CatalogueCacheBus {
  const publisher = new Redis(url, { lazyConnect: true })
  let listener: Redis | undefined

  return {
    listen() {
      if (listener) return
      listener = new Redis(url)
      listener.on("message", (channel: string, message: string) => {
        if (channel === CHANNEL) onClear(decodeClear(message))
      })
      void listener.subscribe(CHANNEL).catch(() => undefined)
    },
    async publish(clear) {
      await publisher.publish(CHANNEL, encodeClear(clear))
    },
    close() {
      listener?.disconnect()
      publisher.disconnect()
    },
  }
}
