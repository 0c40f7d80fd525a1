// The sale-day mix (`npm run bench -- --sale-day`): shoppers browsing the shop list and product
// pages while buyers check out, each load measured alone and then both at once in the same run,
// beside a bare node:http server serving the list's body (the ceiling for a cached read).
// The browsing load runs in child processes (browse-worker.mjs), the buyers' loops in this one.
// Phases, each a discarded warm-up then the measured part:
//   bare        `connections` on the bare server (the list's body)
//   list        `connections` on GET /api/product/list (the cached list, answered before Medusa's stack)
//   browse      half the connections on the list, half on product pages (20 slugs + the products bought)
//   checkout    `buyers` buyers, each POST /api/cart/add then POST /api/order/add, one product per order
//   mix         browse and checkout at once
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fork } from "node:child_process"
import { freePort } from "../../scripts/lib/free-port.mjs"
import { stopChild, track } from "./procs.mjs"
import { call, countFailure, registerBuyers, stockedProducts } from "./shop-api.mjs"
import { machineBusyMs, processCpuMs } from "./cpu.mjs"
import { percentile, round } from "./stats.mjs"

const GOALS = { browseKeeps: 0.75, checkoutKeeps: 0.75, pageP95Ms: 50, listVsBare: 0.25 }
const load1 = () => round(os.loadavg()[0])

function summary(values, seconds) {
  values.sort((a, b) => a - b)
  return {
    count: values.length,
    perSec: round(values.length / seconds),
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
  }
}

/**
 * GETs on `paths` (rotating) over `connections` for `seconds`, from a child process
 * (browse-worker.mjs): latencies of 2xx answers, other statuses counted.
 */
async function browse({ origin, paths, connections, seconds }) {
  const child = track(fork(path.join(import.meta.dirname, "browse-worker.mjs")))
  const result = await new Promise((resolve, reject) => {
    child.once("message", resolve)
    child.once("exit", (code) => reject(new Error(`the browsing load's process exited (code ${code})`)))
    child.send({ origin, paths, connections, seconds })
  })
  return { ...summary(result.latencies, result.seconds), statuses: result.statuses, errors: result.errors, timeouts: result.timeouts }
}

/** `buyers` loops placing one-product orders through the shop's API for `seconds`. */
async function checkout({ origin, tokens, products, seconds }) {
  const orders = []
  const failures = {}
  const deadline = Date.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    tokens.map(async (token, buyer) => {
      let n = buyer
      const headers = { authorization: token }
      while (Date.now() < deadline) {
        const product = products[n++ % products.length]
        const t0 = performance.now()
        const cart = await call(origin, "POST", "/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, headers)
        const placed =
          cart.status === 200
            ? await call(origin, "POST", "/api/order/add", { cartId: cart.data.cartId, total: product.price }, headers)
            : cart
        if (placed.status === 200) orders.push(performance.now() - t0)
        else countFailure(failures, `${placed === cart ? "cart" : "order"} ${placed.status}`, placed.data)
      }
    })
  )
  const elapsed = (performance.now() - started) / 1000
  const { perSec, ...latency } = summary(orders, elapsed)
  return { ordersPerSec: perSec, ...latency, seconds: round(elapsed), failures }
}

async function startBare(dataDir, body) {
  const port = await freePort()
  const bodyFile = path.join(dataDir, "sale-day-bare-body.json")
  fs.writeFileSync(bodyFile, body)
  const child = track(fork(path.join(import.meta.dirname, "bare-server.mjs"), [String(port), bodyFile]))
  await new Promise((resolve, reject) => {
    child.once("message", resolve)
    child.once("exit", () => reject(new Error("The bare node server exited")))
  })
  return { child, origin: `http://127.0.0.1:${port}` }
}

/** Runs every phase and returns the measurements, ratios and verdicts. */
export async function measureSaleDay({ shop, slugs, dataDir, connections = 20, buyers = 10, duration, warmup, log }) {
  const origin = shop.url
  const listPath = "/api/product/list"
  const listBody = Buffer.from(await (await fetch(origin + listPath)).arrayBuffer())
  const products = await stockedProducts(origin, shop.databaseUrl)
  if (!products.length) throw new Error("no product with stock >= 200 to order")
  const tokens = await registerBuyers(origin, buyers, "sale-day")
  const pagePaths = [...new Set([...slugs, ...products.map((p) => p.slug)])].map((slug) => `/api/product/item/${slug}`)
  const half = Math.max(1, Math.floor(connections / 2))
  const bare = await startBare(dataDir, listBody)

  const phase = async (name, run) => {
    log(`Sale day, ${name}: ${warmup} s warm-up + ${duration} s … (load average ${load1()})`)
    if (warmup > 0) await run(warmup)
    const loadBefore = load1()
    // How many cores the whole machine and the shop's server kept busy over the measured part.
    const cpuNow = () => [performance.now(), machineBusyMs(), processCpuMs(shop.server.pid)]
    const before = cpuNow()
    const result = await run(duration)
    const after = cpuNow()
    const cores = (i) => (before[i] !== null && after[i] !== null ? round((after[i] - before[i]) / (after[0] - before[0])) : null)
    return { ...result, loadAverage: [loadBefore, load1()], busyCores: { machine: cores(1), server: cores(2) } }
  }
  const browsing = async (seconds) => {
    const [list, pages] = await Promise.all([
      browse({ origin, paths: [listPath], connections: half, seconds }),
      browse({ origin, paths: pagePaths, connections: connections - half, seconds }),
    ])
    return { list, pages, perSec: round(list.perSec + pages.perSec) }
  }
  const buying = (seconds) => checkout({ origin, tokens, products, seconds })

  const result = { connections, buyers, durationSeconds: duration, warmupSeconds: warmup, listBytes: listBody.length, pagePaths: pagePaths.length }
  try {
    result.bare = await phase("bare node:http, the list's body", (seconds) => browse({ origin: bare.origin, paths: ["/"], connections, seconds }))
    result.list = await phase("GET /api/product/list alone", (seconds) => browse({ origin, paths: [listPath], connections, seconds }))
    result.browse = await phase("browsing alone (list + product pages)", browsing)
    result.checkout = await phase("checkout alone", buying)
    result.mix = await phase("browsing and checkout at once", async (seconds) => {
      const [browsed, bought] = await Promise.all([browsing(seconds), buying(seconds)])
      return { browse: browsed, checkout: bought }
    })
  } finally {
    await stopChild(bare.child)
  }

  const ratios = {
    listVsBare: round(result.list.perSec / result.bare.perSec),
    browseKeeps: round(result.mix.browse.perSec / result.browse.perSec),
    checkoutKeeps: round(result.mix.checkout.ordersPerSec / result.checkout.ordersPerSec),
    coresForBothGoals: coresForBothGoals(result),
  }
  const pageP95 = result.mix.browse.pages.p95
  result.ratios = ratios
  result.goals = {
    [`cached list >= ${GOALS.listVsBare * 100}% of bare node:http`]: ratios.listVsBare >= GOALS.listVsBare,
    [`browsing keeps >= ${GOALS.browseKeeps * 100}% of its solo rate under checkout`]: ratios.browseKeeps >= GOALS.browseKeeps,
    [`checkout keeps >= ${GOALS.checkoutKeeps * 100}% of its solo rate under browsing`]: ratios.checkoutKeeps >= GOALS.checkoutKeeps,
    [`product page p95 <= ${GOALS.pageP95Ms} ms under the mix`]: pageP95 !== null && pageP95 <= GOALS.pageP95Ms,
  }
  return result
}

/** A line per kind of refused checkout (none when every checkout became an order). */
const failedCheckouts = (name, run) =>
  Object.entries(run.failures).map(([call, { count, example }]) => `${name} refused: ${call} ×${count}, e.g. ${example}`)

/**
 * The machine's busy cores that both loads at their goal shares would take, at what each kept
 * busy alone (clients included): more than the machine has means the two goals cannot both hold.
 */
function coresForBothGoals(result) {
  const browse = result.browse.busyCores?.machine
  const checkout = result.checkout.busyCores?.machine
  if (typeof browse !== "number" || typeof checkout !== "number") return null
  return round(GOALS.browseKeeps * browse + GOALS.checkoutKeeps * checkout)
}

/** Prints the sale-day table and writes it to `file` (with the machine's uptime line). */
export function reportSaleDay(result, file, uptime) {
  const cores = (phase) => (phase.busyCores ? `  busy cores: machine ${phase.busyCores.machine}, shop server ${phase.busyCores.server}` : "")
  const row = (name, r, unit = "req/s", phase = r) =>
    `${name.padEnd(44)} ${String(r.perSec ?? r.ordersPerSec).padStart(9)} ${unit.padEnd(8)} p50 ${String(r.p50).padStart(7)}  p95 ${String(r.p95).padStart(7)}  p99 ${String(r.p99).padStart(7)} ms${cores(phase)}`
  const lines = [
    `Sale day: ${result.connections} browsing connections, ${result.buyers} buyers, ${result.durationSeconds} s each (${uptime})`,
    row("bare node:http, the list's body", result.bare),
    row("GET /api/product/list alone", result.list),
    row("browsing alone: list", result.browse.list, "req/s", result.browse),
    row("browsing alone: product pages", result.browse.pages, "req/s", {}),
    row("checkout alone", result.checkout, "orders/s"),
    row("mix: list", result.mix.browse.list, "req/s", result.mix),
    row("mix: product pages", result.mix.browse.pages, "req/s", {}),
    row("mix: checkout", result.mix.checkout, "orders/s", {}),
    `list ÷ bare ${result.ratios.listVsBare}; browsing under checkout ÷ alone ${result.ratios.browseKeeps} (${result.mix.browse.perSec} ÷ ${result.browse.perSec} req/s); checkout under browsing ÷ alone ${result.ratios.checkoutKeeps}`,
    ...(result.ratios.coresForBothGoals === null
      ? []
      : [
          `both goal shares at what each load kept busy alone: ${GOALS.browseKeeps} × ${result.browse.busyCores.machine} + ${GOALS.checkoutKeeps} × ${result.checkout.busyCores.machine} = ${result.ratios.coresForBothGoals} busy cores, of the machine's ${os.cpus().length}`,
        ]),
    ...failedCheckouts("checkout alone", result.checkout),
    ...failedCheckouts("mix: checkout", result.mix.checkout),
    ...Object.entries(result.goals).map(([goal, met]) => `${met ? "met    " : "NOT MET"} ${goal}`),
  ]
  console.log(`\n${lines.join("\n")}`)
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), uptime, cpus: os.cpus().length, ...result }, null, 2)}\n`)
  console.log(`\nWritten to ${file}`)
}
