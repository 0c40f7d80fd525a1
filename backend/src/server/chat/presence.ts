import type Redis from "ioredis"

export type Side = "admins" | "members"

/**
 * Who is online: a user is online while any of their sockets is connected, on any server.
 * In memory for one process; in Redis (a hash of socket counts per side) when REDIS_URL is set.
 */
export interface PresenceStore {
  /** Counts one more socket; true when the user just came online. */
  add(side: Side, userId: string): Promise<boolean>
  /** Counts one socket less; true when the user just went offline. */
  remove(side: Side, userId: string): Promise<boolean>
  isOnline(side: Side, userId: string): Promise<boolean>
  online(side: Side): Promise<string[]>
}

export function memoryPresence(): PresenceStore {
  const counts: Record<Side, Map<string, number>> = { admins: new Map(), members: new Map() }
  return {
    async add(side, userId) {
      const next = (counts[side].get(userId) ?? 0) + 1
      counts[side].set(userId, next)
      return next === 1
    },
    async remove(side, userId) {
      const next = (counts[side].get(userId) ?? 0) - 1
      if (next > 0) {
        counts[side].set(userId, next)
        return false
      }
      counts[side].delete(userId)
      return true
    },
    async isOnline(side, userId) {
      return (counts[side].get(userId) ?? 0) > 0
    },
    async online(side) {
      return [...counts[side].keys()]
    },
  }
}

const REMOVE_SCRIPT = `
local left = redis.call("HINCRBY", KEYS[1], ARGV[1], -1)
if left <= 0 then redis.call("HDEL", KEYS[1], ARGV[1]) end
return left`

export function redisPresence(redis: Redis, prefix = "shop:chat:presence:"): PresenceStore {
  const key = (side: Side) => prefix + side
  return {
    async add(side, userId) {
      return (await redis.hincrby(key(side), userId, 1)) === 1
    },
    async remove(side, userId) {
      return Number(await redis.eval(REMOVE_SCRIPT, 1, key(side), userId)) <= 0
    },
    async isOnline(side, userId) {
      return Number(await redis.hget(key(side), userId)) > 0
    },
    async online(side) {
      return redis.hkeys(key(side))
    },
  }
}
