/** Medusa's Redis-backed infrastructure modules, used only when REDIS_URL is set. */
export function redisModules(redisUrl: string | undefined) {
  if (!redisUrl) {
    return []
  }
  return [
    { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
    // The auth module keeps OAuth state in Medusa's cache; Redis shares it between instances.
    { resolve: "@medusajs/medusa/cache-redis", options: { redisUrl } },
    { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
    {
      resolve: "@medusajs/medusa/locking",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/locking-redis",
            id: "locking-redis",
            is_default: true,
            options: { redisUrl },
          },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/caching",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/caching-redis",
            id: "caching-redis",
            is_default: true,
            options: { redisUrl },
          },
        ],
      },
    },
  ]
}

/** REDIS_URL, or undefined when unset or empty: processes then share nothing (counts, caches, chat rooms stay in memory). */
export const redisUrl = (env: NodeJS.ProcessEnv = process.env): string | undefined => env.REDIS_URL || undefined
