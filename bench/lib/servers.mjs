// `npm run bench -- --servers N`: the bench's shop (its database and 10,000-product catalogue) run as
// the several-server topology of `npm start -- --servers N` (scripts/lib/cluster.mjs: nginx, N Medusa
// servers, a worker, redis-server), measured through the same nginx with 1 server routed (the others
// marked down) and with all N, interleaved (1, N, 1, N …) so the machine's changing load falls on
// both: the product list, product pages and checkout (cart + order, one buyer per connection).
// Writes bench/results/servers-latest.json and a dated section of bench/RESULTS.md.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { clusterPrograms, startCluster } from "../../scripts/lib/cluster.mjs"
import { startRedisServer } from "../../scripts/lib/redis-server.mjs"
import { loadOrCreateSecrets } from "../../scripts/lib/secrets.mjs"
import { freePort } from "../../scripts/lib/free-port.mjs"
import { measure } from "./load.mjs"
import { call, registerBuyers, stockedProducts } from "./shop-api.mjs"
import { benchShopEnv, root } from "./shop.mjs"

const backendDir = path.join(root, "backend")
const require = createRequire(path.join(backendDir, "package.json"))
const medusaBin = path.join(path.dirname(require.resolve("@medusajs/cli/package.json")), "cli.js")
const round = (x) => Math.round(x * 100) / 100
const load1 = () => round(os.loadavg()[0])

/** `buyers` loops of cart + order for `seconds`; orders/s and failures. */
async function checkoutLoad(origin, tokens, products, seconds) {
  const deadline = Date.now() + seconds * 1000
  const started = performance.now()
  let orders = 0
  let failed = 0
  await Promise.all(
    tokens.map(async (token, buyer) => {
      let n = buyer
      while (Date.now() < deadline) {
        const product = products[n++ % products.length]
        const cart = await call(origin, "POST", "/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, { authorization: token })
        const order = cart.status === 200 ? await call(origin, "POST", "/api/order/add", { cartId: cart.data.cartId, total: product.price }, { authorization: token }) : cart
        if (order.status === 200) orders++
        else failed++
      }
    })
  )
  const elapsed = (performance.now() - started) / 1000
  return { orders, failed, seconds: round(elapsed), ordersPerSec: round(orders / elapsed) }
}

/**
 * Runs the comparison on the bench shop `shop` (started by startShop; its single server is stopped
 * here, its database kept). Returns the result written to servers-latest.json.
 */
export async function measureServers({ shop, count, dataDir, slugs, connections, duration, warmup, rounds = 2, log }) {
  const programs = clusterPrograms()
  const runDir = path.join(dataDir, "servers")
  fs.mkdirSync(runDir, { recursive: true })
  const secrets = loadOrCreateSecrets(dataDir)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const startedAt = new Date()
  const loadBefore = os.loadavg().map(round)

  shop.onServerExit = null
  if (shop.server) {
    shop.server.kill("SIGTERM")
    await new Promise((resolve) => (shop.server.exitCode !== null || shop.server.signalCode !== null ? resolve() : shop.server.once("exit", resolve)))
  }
  const redis = await startRedisServer({ dir: path.join(runDir, "redis"), program: programs.redis })
  const logFile = fs.createWriteStream(path.join(runDir, "medusa.log"))
  const env = {
    ...benchShopEnv({ dataDir, url: origin, secrets }),
    DATABASE_URL: shop.databaseUrl,
    REDIS_URL: redis.url,
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  }
  let cluster = null
  try {
    log(`Starting nginx, ${count} servers and a worker on ${origin} (Redis ${redis.url}) …`)
    cluster = await startCluster({
      count,
      env,
      port,
      dataDir: runDir,
      storefrontDist: env.STOREFRONT_DIST,
      medusaBin,
      backendDir,
      programs,
      out: (stream, prefix) => stream.on("data", (chunk) => logFile.write(String(chunk).replace(/^/gm, prefix))),
    })
    const others = cluster.servers.slice(1).map((s) => s.port)

    // Stocked products and buyers for checkout, made once through nginx.
    const products = await stockedProducts(origin, shop.databaseUrl)
    if (!products.length) throw new Error("no product with stock ≥ 200 to order")
    const tokens = await registerBuyers(origin, connections, "servers")

    const kinds = [
      { name: "GET /api/product/list", unit: "req/s", run: () => measure({ origin, paths: ["/api/product/list"], connections, duration, warmup }) },
      { name: `GET /api/product/item/{slug} (${slugs.length} slugs)`, unit: "req/s", run: () => measure({ origin, paths: slugs.map((s) => `/api/product/item/${s}`), connections, duration, warmup }) },
      {
        name: `checkout (cart + order, ${connections} buyers)`,
        unit: "orders/s",
        run: async () => {
          if (warmup > 0) await checkoutLoad(origin, tokens, products, warmup)
          return checkoutLoad(origin, tokens, products, duration)
        },
      },
    ]
    const samples = kinds.map((k) => ({ name: k.name, unit: k.unit, one: [], all: [] }))
    for (let r = 1; r <= rounds; r++) {
      for (const [mode, pinned] of [["one", others], ["all", []]]) {
        await cluster.pinDown(pinned)
        for (const [i, kind] of kinds.entries()) {
          const loadAverage = load1()
          log(`round ${r}, ${mode === "one" ? 1 : count} server(s): ${kind.name} (load average ${loadAverage}) …`)
          const stats = await kind.run()
          const rate = stats.ordersPerSec ?? stats.reqPerSec ?? null
          const failures = stats.failed ?? (stats.non2xx ?? 0) + (stats.errors ?? 0) + (stats.timeouts ?? 0)
          // What the failures were: non-2xx statuses, connection errors, timeouts.
          const failedBy = Object.fromEntries(Object.entries(stats.statuses ?? {}).filter(([status]) => !status.startsWith("2")))
          if (stats.errors) failedBy.errors = stats.errors
          if (stats.timeouts) failedBy.timeouts = stats.timeouts
          samples[i][mode].push({ rate, failures, failedBy, loadAverage, p95: stats.p95 ?? null })
        }
      }
    }
    await cluster.pinDown([])
    const mean = (xs) => round(xs.reduce((a, b) => a + b, 0) / xs.length)
    const result = {
      date: startedAt.toISOString(),
      servers: count,
      rounds,
      connections,
      duration,
      warmup,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: os.loadavg().map(round) },
      kinds: samples.map((s) => {
        const one = mean(s.one.map((x) => x.rate))
        const all = mean(s.all.map((x) => x.rate))
        return { ...s, meanOne: one, meanAll: all, ratio: one ? round(all / one) : null }
      }),
    }
    return result
  } finally {
    if (cluster) await cluster.stop()
    await redis.stop()
    logFile.end()
  }
}

/** Writes the result to bench/results/servers-latest.json and a dated section of bench/RESULTS.md. */
export function writeServersResult(result, uptime) {
  const resultsDir = path.join(root, "bench", "results")
  fs.mkdirSync(resultsDir, { recursive: true })
  fs.writeFileSync(path.join(resultsDir, "servers-latest.json"), JSON.stringify({ ...result, uptime }, null, 2) + "\n")
  const failed = (samples) => {
    const total = samples.reduce((a, x) => a + (x.failures ?? 0), 0)
    const by = {}
    for (const x of samples) for (const [what, n] of Object.entries(x.failedBy ?? {})) by[what] = (by[what] ?? 0) + n
    const kinds = Object.entries(by).map(([what, n]) => `${what} ×${n}`)
    return kinds.length ? `${total} (${kinds.join(", ")})` : String(total)
  }
  const rows = result.kinds.map(
    (k) =>
      `| ${k.name} | ${k.unit} | ${k.one.map((x) => x.rate).join(", ")} (mean ${k.meanOne}) | ${k.all.map((x) => x.rate).join(", ")} (mean ${k.meanAll}) | ${k.ratio}× | ${failed([...k.one, ...k.all])} |`
  )
  const entry = [
    `### ${result.date.slice(0, 16).replace("T", " ")} UTC: 1 vs ${result.servers} servers`,
    "",
    `${result.cpus} cores; \`uptime\` at the start: ${uptime}. ${result.rounds} interleaved rounds (1 server, ${result.servers} servers, …), ` +
      `${result.connections} connections, ${result.warmup} s warm-up + ${result.duration} s each; nginx, the worker and redis-server ` +
      `run in both modes (in the 1-server rounds the other servers are marked \`down\` in nginx and idle).`,
    "",
    `| what | unit | 1 server (per round) | ${result.servers} servers (per round) | ratio | failed |`,
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n")
  const file = path.join(root, "bench", "RESULTS.md")
  const heading = "## Several servers: `npm run bench -- --servers N`"
  const marker = "<!-- bench:servers: newest entry below -->"
  let text = fs.readFileSync(file, "utf8")
  if (!text.includes(marker)) {
    text = `${text.trimEnd()}\n\n${heading}\n\nThe bench's shop (its database and catalogue) run as \`npm start -- --servers N\` runs it (nginx, N servers, a worker, redis-server), measured through the same nginx with 1 server routed and with all N, interleaved; written by the run. Newest first.\n\n${marker}\n`
  }
  const at = text.indexOf(marker) + marker.length + 1
  text = `${text.slice(0, at)}\n${entry}${text.slice(at)}`
  fs.writeFileSync(file, text)
  const section = entry
  return section
}

/** The whole `--servers N` run: measures, writes the results, prints the table. */
export async function runServersBench(options) {
  const { execFileSync } = await import("node:child_process")
  const uptime = execFileSync("uptime", { encoding: "utf8" }).trim()
  options.log(`uptime: ${uptime}`)
  const result = await measureServers(options)
  console.log(writeServersResult(result, uptime))
  return result
}
