import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SHOP_TIME_ZONE } from "../../config/time-zone"
import { lastDays, type OverviewDays } from "../../domain/overview/periods"
import { createMicrocache } from "../catalogue/microcache"
import { cardFigures, chartFigures } from "./figures"
import { adminQueues, linesToShip, lowStock, merchantQueues, merchantRating } from "./queues"
import type { OverviewScope } from "./lines"
import { cacheSettings } from "../../config/caches"

/**
 * How long an overview is reused (OVERVIEW_CACHE_MS, default 5 s): a dashboard reloaded or opened
 * by several staff at once costs one set of queries per scope and period. The catalogue's
 * microcache (in-process, concurrent callers share one computation) fits; its catalogue-wide
 * clearing does not apply, so orders placed meanwhile show within those seconds.
 */
const CACHE_MS = cacheSettings().overviewMs

async function computeOverview(container: MedusaContainer, scope: OverviewScope, days: OverviewDays, timeZone: string) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const now = new Date()
  const period = lastDays(now, days, timeZone)
  const merchantId = scope.merchantId
  const [cards, charts, stock, toShip, rating] = await Promise.all([
    cardFigures(knex, scope, now, timeZone),
    chartFigures(knex, scope, period.current, period.dates, timeZone),
    lowStock(knex, scope),
    merchantId ? linesToShip(knex, merchantId) : null,
    merchantId ? merchantRating(knex, merchantId) : null,
  ])
  return {
    scope: merchantId ? ("merchant" as const) : ("shop" as const),
    generatedAt: now.toISOString(),
    timeZone,
    cards: cards.cards,
    ...charts,
    queues: toShip ? merchantQueues(toShip, stock) : await adminQueues(container, knex, period.current, stock, now),
    linesToShip: toShip ? toShip.list : null,
    lowStock: stock.list,
    rating,
    cancellationRate: cards.cancellationRate,
  }
}

export type Overview = Awaited<ReturnType<typeof computeOverview>>

/** Shared by every caller of the same scope and period for CACHE_MS. */
export const overviewCache = createMicrocache<Overview>(CACHE_MS, 200)

/** The shop's (or one merchant's) overview for the last `days` days: every figure from SQL over the orders. */
export function overview(container: MedusaContainer, scope: OverviewScope, days: OverviewDays, timeZone = SHOP_TIME_ZONE) {
  return overviewCache.get(`${scope.merchantId ?? "shop"}:${days}:${timeZone}`, () => computeOverview(container, scope, days, timeZone))
}
