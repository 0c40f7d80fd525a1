import Redis from "ioredis"

const CHANNEL = "shop:catalogue-cache:clear"

export type CatalogueCacheBus = {
  /** Starts hearing other processes' clears (once; the first cached read calls it). */
  listen(): void
  /** Tells every listening process, this one too, to drop its cached catalogue reads. */
  publish(): Promise<void>
  close(): void
}

/**
 * Catalogue clears shared through Redis: with REDIS_URL, the subscriber that reacts to a
 * catalogue change may run in a worker process while other processes serve the pages, and
 * each process keeps its own cache.
 */
export function createCatalogueCacheBus(url: string, onClear: () => void): CatalogueCacheBus {
  const publisher = new Redis(url, { lazyConnect: true })
  let listener: Redis | undefined

  return {
    listen() {
      if (listener) return
      listener = new Redis(url)
      listener.on("message", (channel: string) => {
        if (channel === CHANNEL) onClear()
      })
      void listener.subscribe(CHANNEL).catch(() => undefined)
    },
    async publish() {
      await publisher.publish(CHANNEL, "clear")
    },
    close() {
      listener?.disconnect()
      publisher.disconnect()
    },
  }
}
