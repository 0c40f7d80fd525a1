import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import Redis from "ioredis"
import type { Knex } from "knex"
import { redisUrl as redisUrlSetting } from "../../config/redis"

/** How long the database (or Redis) may take to answer before the process calls itself unavailable. */
export const HEALTH_CHECK_TIMEOUT_MS = 1_000

export type Dependency = "ok" | "unreachable" | "not configured"
export type Health = { status: "ok" | "unavailable"; database: Dependency; redis: Dependency }

let redis: Redis | undefined
let pending: Promise<Health> | undefined

async function answers(check: () => Promise<unknown>): Promise<Dependency> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<"unreachable">((resolve) => (timer = setTimeout(() => resolve("unreachable"), HEALTH_CHECK_TIMEOUT_MS)))
  try {
    return await Promise.race([check().then((): Dependency => "ok", (): Dependency => "unreachable"), late])
  } finally {
    clearTimeout(timer)
  }
}

async function check(knex: Knex, redisUrl: string | undefined): Promise<Health> {
  if (redisUrl) redis ??= new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: HEALTH_CHECK_TIMEOUT_MS, lazyConnect: false })
  const [database, redisState] = await Promise.all([
    answers(() => knex.raw("select 1")),
    redisUrl && redis ? answers(() => redis!.ping()) : Promise.resolve<Dependency>("not configured"),
  ])
  const status = database === "ok" && redisState !== "unreachable" ? "ok" : "unavailable"
  return { status, database, redis: redisState }
}

/**
 * Whether this process can serve: PostgreSQL answers `select 1` and Redis (when REDIS_URL is set)
 * answers PING, each within a second. Checks that overlap share one run, so a database that hangs
 * holds at most one pooled connection per process, however often /health is asked.
 */
export function checkHealth(container: MedusaContainer, redisUrl = redisUrlSetting()): Promise<Health> {
  const knex = knexOf(container)
  pending ??= check(knex, redisUrl).finally(() => (pending = undefined))
  return pending
}
