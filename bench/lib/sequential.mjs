// `npm run bench -- --checkout-sequential`: one buyer places orders one after another, so each
// checkout step's CPU (the server's `Server-Timing` cpu= figure: the process's CPU over the step)
// is that step's own. It says where one order's CPU goes on the server's one thread, step by
// step. Under the 10 buyers of `--checkout-only` an order costs the server less (fewer wake-ups
// per query, warmer code): compare shares, not totals.
import fs from "node:fs"
import os from "node:os"
import { call, registerBuyers, serverTimingSteps, stockedProducts } from "./shop-api.mjs"
import { processCpuMs } from "./cpu.mjs"
import { percentile, round } from "./stats.mjs"

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length
// Time for the order's subscribers (e-mails, ledger, stock) to finish before the next checkout.
const SETTLE_MS = 60

/** `orders` checkouts by one buyer after `warmup` unmeasured ones; per-step wall and CPU times. */
export async function measureSequential({ shop, orders, warmup, log, onMeasure = async () => {} }) {
  const [token] = await registerBuyers(shop.url, 1, "sequential")
  const products = await stockedProducts(shop.url, shop.databaseUrl)
  if (!products.length) throw new Error("no product with stock >= 200 to order")
  const headers = { authorization: token }
  const steps = new Map()
  let cpuBefore = null
  let started = null
  log(`Sequential checkout: ${warmup} warm-up orders, then ${orders} measured …`)
  for (let i = 0; i < warmup + orders; i++) {
    if (i === warmup) {
      await onMeasure("start")
      cpuBefore = processCpuMs(shop.server.pid)
      started = performance.now()
    }
    const product = products[i % products.length]
    const cart = await call(shop.url, "POST", "/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, headers)
    if (cart.status !== 200) throw new Error(`cart: ${cart.status} ${JSON.stringify(cart.data)}`)
    const order = await call(shop.url, "POST", "/api/order/add", { cartId: cart.data.cartId, total: product.price }, headers)
    if (order.status !== 200) throw new Error(`order: ${order.status} ${JSON.stringify(order.data)}`)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    if (i < warmup) continue
    for (const [route, res] of [["POST /api/cart/add", cart], ["POST /api/order/add", order]]) {
      for (const step of serverTimingSteps(res.timing)) {
        const key = `${route} ${step.name}`
        if (!steps.has(key)) steps.set(key, { wall: [], cpu: [] })
        steps.get(key).wall.push(step.ms)
        steps.get(key).cpu.push(step.cpuMs)
      }
    }
  }
  const cpuPerOrder = (processCpuMs(shop.server.pid) - cpuBefore) / orders
  await onMeasure("end")
  return {
    orders,
    warmup,
    seconds: round((performance.now() - started) / 1000),
    serverCpuMsPerOrder: round(cpuPerOrder),
    steps: [...steps].map(([name, { wall, cpu }]) => ({ name, wallMsMedian: round(percentile([...wall].sort((a, b) => a - b), 50)), cpuMsMean: round(mean(cpu)) })),
  }
}

/** The query census the server's hook wrote (bench/lib/query-census.cjs), per order. */
export function queryCensus(file, orders) {
  const { byKind, byShape } = JSON.parse(fs.readFileSync(file, "utf8"))
  const perOrder = (count) => round(count / orders)
  const total = Object.values(byKind).reduce((a, b) => a + b, 0)
  return {
    perOrder: perOrder(total),
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, count]) => [kind, perOrder(count)])),
    byShape: byShape.map(({ count, shape }) => ({ perOrder: perOrder(count), shape })),
  }
}

function censusLines(queries) {
  if (!queries) return []
  if (queries.error) return [`queries: ${queries.error}`]
  const kinds = Object.entries(queries.byKind).filter(([, n]) => n > 0).map(([kind, n]) => `${kind} ${n}`)
  return [
    `queries per order: ${queries.perOrder} (${kinds.join(", ")}); the most frequent shapes:`,
    ...queries.byShape.slice(0, 12).map(({ perOrder, shape }) => `${String(perOrder).padStart(6)}  ${shape.slice(0, 110)}`),
  ]
}

/** Prints the sequential table and writes it to `file`. */
export function reportSequential(result, file) {
  const rows = result.steps.map((s) => `${s.name.padEnd(58)} ${String(s.wallMsMedian).padStart(8)} ${String(s.cpuMsMean).padStart(8)}`)
  console.log(
    [
      `\nSequential checkout, one buyer, ${result.orders} orders (after ${result.warmup} warm-up):`,
      `${"step".padEnd(58)} ${"wall p50".padStart(8)} ${"CPU mean".padStart(8)}  (ms)`,
      ...rows,
      `server CPU per order, everything included (HTTP, both workflows, subscribers): ${result.serverCpuMsPerOrder} ms`,
      ...censusLines(result.queries),
    ].join("\n")
  )
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, ...result }, null, 2)}\n`)
  console.log(`\nWritten to ${file}`)
}
