// Checkout under load: `buyers` shoppers, each in its own loop, buy one product at a time for
// `duration` seconds (after a discarded warm-up), first through Medusa's own store API (the
// baseline: cart → shipping method → payment collection → session → complete), then through
// the shop's two calls. Every call's latency is recorded (p50/p95/p99), and the server's
// per-step times from its Server-Timing header (SHOP_SERVER_TIMING=on).
import fs from "node:fs"
import os from "node:os"
import { queryOnce } from "../../scripts/lib/pg-query.mjs"
import { call, countFailure, registerBuyers, serverTimingSteps, stockedProducts } from "./shop-api.mjs"
import { ownCpuMs, processCpuMs, processTreeCpuMs } from "./cpu.mjs"
import { percentile, round } from "./stats.mjs"
import { startRedisServer } from "../../scripts/lib/redis-server.mjs"


async function storeSetup(databaseUrl) {
  const [region] = await queryOnce(databaseUrl, `SELECT id FROM region WHERE name = 'Kenya' AND deleted_at IS NULL LIMIT 1`)
  const [option] = await queryOnce(databaseUrl, `SELECT id FROM shipping_option WHERE name = 'Free delivery' AND deleted_at IS NULL LIMIT 1`)
  return { regionId: region?.id, optionId: option?.id }
}

/** One order through Medusa's store API; each call's time goes to `samples[call]`. */
function storeCheckout(origin, key, setup) {
  const headers = { "x-publishable-api-key": key }
  return async (product, record) => {
    const step = async (name, method, path, body) => {
      const res = await call(origin, method, path, body, headers)
      if (res.status !== 200) return record.fail(`${name} ${res.status}`, res.data)
      record.sample(name, res.ms)
      return res.data
    }
    const cart = await step("POST /store/carts", "POST", "/store/carts", {
      region_id: setup.regionId,
      email: "bench.guest@example.com",
      shipping_address: { country_code: "ke", first_name: "Bench", last_name: "Guest" },
      items: [{ variant_id: product.variantId, quantity: 1 }],
    })
    if (!cart) return false
    const id = cart.cart.id
    if (!(await step("POST /store/carts/:id/shipping-methods", "POST", `/store/carts/${id}/shipping-methods`, { option_id: setup.optionId }))) return false
    const collection = await step("POST /store/payment-collections", "POST", "/store/payment-collections", { cart_id: id })
    if (!collection) return false
    const pcId = collection.payment_collection.id
    if (!(await step("POST /store/payment-collections/:id/payment-sessions", "POST", `/store/payment-collections/${pcId}/payment-sessions`, { provider_id: "pp_system_default" }))) return false
    const done = await step("POST /store/carts/:id/complete", "POST", `/store/carts/${id}/complete`, {})
    if (!done) return false
    if (done.type !== "order") return record.fail("complete: not an order", done)
    return true
  }
}

/** One order through the shop's API, as the storefront does it. */
function shopCheckout(origin, tokens) {
  return async (product, record, buyer) => {
    const headers = { authorization: tokens[buyer] }
    const cart = await call(origin, "POST", "/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, headers)
    if (cart.status !== 200) return record.fail(`cart ${cart.status}`, cart.data)
    record.sample("POST /api/cart/add", cart.ms, cart.timing)
    const order = await call(origin, "POST", "/api/order/add", { cartId: cart.data.cartId, total: product.price }, headers)
    if (order.status !== 200) return record.fail(`order ${order.status}`, order.data)
    record.sample("POST /api/order/add", order.ms, order.timing)
    return true
  }
}

/** Runs `checkout` in `buyers` loops for `seconds`; returns per-call percentiles and orders/s. */
async function load({ checkout, products, buyers, seconds }) {
  const samples = {}
  const steps = {}
  const failures = {}
  const record = {
    sample(name, ms, timing) {
      ;(samples[name] ??= []).push(ms)
      for (const step of serverTimingSteps(timing)) ((steps[name] ??= {})[step.name] ??= []).push(step.ms)
    },
    fail(name, data) {
      countFailure(failures, name, data)
      return false
    },
  }
  const started = performance.now()
  const deadline = Date.now() + seconds * 1000
  let orders = 0
  const checkoutMs = []
  await Promise.all(
    Array.from({ length: buyers }, async (_, buyer) => {
      let n = buyer
      while (Date.now() < deadline) {
        const t0 = performance.now()
        if (await checkout(products[n++ % products.length], record, buyer)) {
          orders++
          checkoutMs.push(performance.now() - t0)
        }
      }
    })
  )
  const elapsed = (performance.now() - started) / 1000
  const summary = (values) => {
    values.sort((a, b) => a - b)
    return { count: values.length, p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), p99: round(percentile(values, 99)) }
  }
  const calls = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, summary(values)]))
  const serverSteps = Object.fromEntries(
    Object.entries(steps).map(([name, byStep]) => [
      name,
      Object.fromEntries(Object.entries(byStep).map(([step, values]) => [step, summary(values)])),
    ])
  )
  return { orders, seconds: round(elapsed), ordersPerSec: round(orders / elapsed), checkout: summary(checkoutMs), calls, serverSteps, failures }
}

/**
 * `onMeasure(flow, "start" | "end")` is called around each flow's measured part (not its warm-up);
 * `serverPid()` names the server process, whose CPU per order is measured over the same part (a
 * figure that does not move with the machine's other load, unlike orders/s).
 */
export async function measureCheckout({
  origin,
  databaseUrl,
  key,
  buyers,
  duration,
  warmup = 2,
  log = () => {},
  onMeasure = async () => {},
  serverPid = () => null,
  workerPid = () => null,
  databasePid = () => null,
}) {
  const products = await stockedProducts(origin, databaseUrl)
  if (!products.length) throw new Error("no product with stock ≥ 200 to order")
  const tokens = await registerBuyers(origin, buyers)
  const flows = {
    store: storeCheckout(origin, key, await storeSetup(databaseUrl)),
    shop: shopCheckout(origin, tokens),
  }
  const result = { buyers, seconds: duration }
  for (const [name, checkout] of Object.entries(flows)) {
    log(`Checkout (${name}): ${buyers} buyers, ${warmup} s warm-up + ${duration} s … (load average ${os.loadavg()[0].toFixed(2)})`)
    if (warmup > 0) await load({ checkout, products, buyers, seconds: warmup })
    const loadBefore = round(os.loadavg()[0])
    await onMeasure(name, "start")
    const cpuNow = () => [processCpuMs(serverPid()), processCpuMs(workerPid()), processTreeCpuMs(databasePid()), ownCpuMs()]
    const cpuBefore = cpuNow()
    result[name] = await load({ checkout, products, buyers, seconds: duration })
    const cpuAfter = cpuNow()
    await onMeasure(name, "end")
    const orders = result[name].checkout.count
    const perOrder = (i) => (cpuBefore[i] !== null && cpuAfter[i] !== null && orders ? round((cpuAfter[i] - cpuBefore[i]) / orders) : null)
    result[name].serverCpuMsPerOrder = perOrder(0)
    if (workerPid()) result[name].workerCpuMsPerOrder = perOrder(1)
    // Where the rest of the machine's CPU per order goes: PostgreSQL, and the buyers' own loops.
    result[name].databaseCpuMsPerOrder = perOrder(2)
    result[name].clientCpuMsPerOrder = perOrder(3)
    // The machine's 1-minute load average when the measured part started and ended.
    result[name].loadAverage = [loadBefore, round(os.loadavg()[0])]
  }
  const shopP95 = result.shop.checkout.p95
  const storeP95 = result.store.checkout.p95
  result.p95VsStore = shopP95 && storeP95 ? round(storeP95 / shopP95) : null
  return result
}

/**
 * The same measurement with Medusa's Redis modules on both sides (event bus, cache, workflow
 * engine, locking, caching: backend/src/config/redis.ts): a Debian redis-server of its own in
 * `dir`, the shop's server restarted with REDIS_URL on the same database and measured. With
 * `withWorker`, as `npm start -- --servers N` runs the shop: the server in `server` mode and a
 * worker process beside it that runs the subscribers (e-mails, notices, ledger) and jobs; the
 * worker's CPU per order is reported too. Run it last: the server is left pointing at the Redis
 * this stops. Returns the same shape as `measureCheckout`, with the Redis URL.
 */
export async function measureCheckoutWithRedis({ shop, dir, log = () => {}, withWorker = false, ...options }) {
  fs.rmSync(dir, { recursive: true, force: true })
  const redis = await startRedisServer({ dir })
  log(`redis-server at ${redis.url} (pid ${redis.pid}); restarting the shop with REDIS_URL${withWorker ? " and a worker" : ""} …`)
  try {
    const env = { REDIS_URL: redis.url, ...(withWorker && { MEDUSA_WORKER_MODE: "server" }) }
    await shop.restartServer(env, withWorker ? "medusa-redis-server.log" : "medusa-redis.log")
    if (withWorker) await shop.startWorker({ REDIS_URL: redis.url })
    const result = await measureCheckout({ origin: shop.url, log, ...options, ...(withWorker && { workerPid: () => shop.worker?.pid }) })
    return { ...result, redisUrl: redis.url, withWorker }
  } finally {
    await shop.stopWorker()
    await redis.stop()
  }
}
