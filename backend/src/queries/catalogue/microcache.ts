type Entry<T> = { expires: number; value: Promise<T> }

/**
 * A tiny in-process cache for hot, identical reads (the storefront's product listings):
 * each key is computed at most once per `ttlMs`, and concurrent callers share the same
 * computation. A TTL of 0 turns it off. Entries beyond `maxEntries` evict the oldest.
 */
export function createMicrocache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, Entry<T>>()

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute()
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.value
      const value = compute()
      entries.delete(key)
      entries.set(key, { expires: now + ttlMs, value })
      value.catch(() => entries.delete(key))
      if (entries.size > maxEntries) {
        entries.delete(entries.keys().next().value as string)
      }
      return value
    },
    /** True when `key` has a value (or one being computed) that `get` would return without computing. */
    has(key: string): boolean {
      const hit = entries.get(key)
      return ttlMs > 0 && hit !== undefined && hit.expires > Date.now()
    },
    clear() {
      entries.clear()
    },
  }
}
