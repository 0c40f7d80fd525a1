#!/usr/bin/env node
// `npm run bench`: starts a separate shop with 10,000 products on a free port, loads the
// catalogue routes and two baselines with autocannon, checks the targets, measures the
// storefront's initial JS, prints a table and writes bench/results/latest.json.
// `npm run bench -- --checkout-only` runs only the checkout part (ours and Medusa's store checkout).
// `npm run bench -- --sale-day` runs only the sale-day mix (bench/lib/sale-day.mjs): browsing while buyers check out.
// `npm run bench -- --search-only` runs only the search part (bench/lib/search.mjs) and the list beside it.
// `npm run bench -- --checkout-sequential` places orders one at a time: each checkout step's CPU (bench/lib/sequential.mjs);
// with `--query-census` also the queries each order sends PostgreSQL (bench/lib/query-census.cjs).
import fs from "node:fs"
import { execFileSync } from "node:child_process"
import os from "node:os"
import path from "node:path"
import { fork } from "node:child_process"
import { freePort } from "../scripts/lib/free-port.mjs"
import { measure } from "./lib/load.mjs"
import { publishableKey, root, sampleSlugs, startShop } from "./lib/shop.mjs"
import { ownSignals, stopOnSignal, stopAll, stopChild, track } from "./lib/procs.mjs"
import { storefrontInitialJs } from "./lib/storefront-size.mjs"
import { printReport } from "./lib/report.mjs"
import { measureCheckout, measureCheckoutWithRedis } from "./lib/checkout.mjs"
import { summariseCpuProfile } from "./lib/cpu-profile-summary.mjs"
import { measureSaleDay, reportSaleDay } from "./lib/sale-day.mjs"
import { measureSequential, queryCensus, reportSequential } from "./lib/sequential.mjs"
import { runServersBench } from "./lib/servers.mjs"
import { firstSearches, printSearch, SEARCH_ENDPOINTS, writeSearchOnly } from "./lib/search.mjs"
import { figuresOf, logRun, revision } from "./lib/run-rows.mjs"

const config = {
  dataDir: path.resolve(root, process.env.BENCH_DATA_DIR || ".data/bench"),
  products: Number(process.env.BENCH_PRODUCTS || 10_000),
  connections: Number(process.env.BENCH_CONNECTIONS || 10),
  duration: Number(process.env.BENCH_DURATION || 10),
  warmup: Number(process.env.BENCH_WARMUP || 2),
  build: process.env.BENCH_SKIP_BUILD !== "1",
  checkoutOnly: process.argv.includes("--checkout-only"),
  saleDay: process.argv.includes("--sale-day"),
  sequential: process.argv.includes("--checkout-sequential"),
  // --servers N: 1 vs N servers behind nginx (bench/lib/servers.mjs) instead of the usual run.
  servers: process.argv.includes("--servers") ? Number(process.argv[process.argv.indexOf("--servers") + 1]) : 0,
  searchOnly: process.argv.includes("--search-only"),
  // Checkout measured a second time with Medusa's Redis modules on both sides (unless --no-redis).
  checkoutRedis: !process.argv.includes("--no-redis"),
  // Profiles the server's CPU while the shop's checkout is measured (a .cpuprofile for DevTools).
  cpuProfile: process.argv.includes("--cpu-profile"),
  // With --checkout-sequential: counts the server's queries per order, by kind and by shape.
  queryCensus: process.argv.includes("--query-census"),
}
const log = (message) => console.log(`[bench] ${message}`)
let shop = null

async function cleanup() {
  if (shop) shop.onServerExit = null
  await stopAll() // SIGTERM to every child by pid (server, bare server, seed, build)
  await shop?.stop()
}

const onSignal = stopOnSignal(cleanup, log)
ownSignals(onSignal)

async function startBareServer(body) {
  const port = await freePort()
  const bodyFile = path.join(config.dataDir, "bare-body.json")
  fs.writeFileSync(bodyFile, body)
  const child = track(fork(path.join(import.meta.dirname, "lib/bare-server.mjs"), [String(port), bodyFile]))
  await new Promise((resolve, reject) => {
    child.once("message", resolve)
    child.once("exit", () => reject(new Error("The bare node server exited")))
  })
  return { child, origin: `http://127.0.0.1:${port}` }
}

/** A stand-in product page (100 products, ~the size of the real one) when the list route fails. */
function syntheticPage() {
  const product = (i) => ({
    _id: `prod_${String(i).padStart(26, "0")}`, sku: `BENCH-${i}`, name: `Savanna Tech Classic Solar Lantern ${i}`,
    slug: `bench-electronics-${i}`, description: "x".repeat(180), price: 1234, quantity: 10, inventory: 10,
    taxable: true, isActive: true, isAddon: false, variants: [], imageUrl: "/api/files/1-lantern.jpg",
    images: ["1-lantern.jpg"], brand: { _id: "brand_1", name: "Savanna Tech", slug: "savanna-tech" },
    category: { _id: "pcat_1", name: "Electronics", slug: "electronics" }, categoryDescription: "x".repeat(90),
    averageRating: 0, totalReviews: 0, created: new Date().toISOString(),
  })
  const products = Array.from({ length: 100 }, (_, i) => product(i))
  return Buffer.from(JSON.stringify({ products, totalPages: 100, currentPage: 1, count: 10000 }))
}

/** Whether the server's hook wrote `file` within 10 s of its second SIGUSR2. */
async function serverHookWrote(file) {
  for (let i = 0; i < 50 && !fs.existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 200))
  return fs.existsSync(file)
}

async function main() {
  // Results are not committed (bench/RESULTS.md keeps the rows), so a fresh clone has no folder for them.
  fs.mkdirSync(path.join(root, "bench/results"), { recursive: true })
  if (config.queryCensus && !config.sequential) throw new Error("--query-census counts the queries of --checkout-sequential: give both")
  // Both hooks answer the same SIGUSR2, so one run preloads one of them.
  if (config.queryCensus && config.cpuProfile) throw new Error("--query-census and --cpu-profile each need a run of their own")
  const startedAt = new Date()
  const loadBefore = os.loadavg()
  fs.mkdirSync(config.dataDir, { recursive: true })
  const cpuProfileFile = config.cpuProfile ? path.join(config.dataDir, "checkout.cpuprofile") : null
  const queryCensusFile = config.queryCensus ? path.join(config.dataDir, "checkout-queries.json") : null
  for (const file of [cpuProfileFile, queryCensusFile]) if (file) fs.rmSync(file, { force: true })
  const serverHook = cpuProfileFile
    ? { module: "cpu-profile.cjs", env: { BENCH_CPU_PROFILE_FILE: cpuProfileFile } }
    : queryCensusFile
      ? { module: "query-census.cjs", env: { BENCH_QUERY_CENSUS_FILE: queryCensusFile } }
      : null
  await startShop({ dataDir: config.dataDir, products: config.products, log, onSignal, onCreated: (s) => (shop = s), serverHook })
  const seed = { productCount: shop.productCount, seed: shop.seed }
  shop.onServerExit = (code) => log(`WARNING: the Medusa server exited (code ${code}) during the run`)
  // Before any other request: the first searches after the import against the hundredth.
  const search = config.checkoutOnly || config.saleDay || config.servers || config.sequential ? null : await firstSearches({ origin: shop.url, databaseUrl: shop.databaseUrl, log })

  const key = await publishableKey(shop.databaseUrl)
  const slugs = await sampleSlugs(shop.databaseUrl)
  if (config.saleDay) {
    const saleDay = { shop, slugs, dataDir: config.dataDir, buyers: config.connections, connections: 2 * config.connections }
    const result = await measureSaleDay({ ...saleDay, duration: config.duration, warmup: config.warmup, log })
    reportSaleDay(result, path.join(root, "bench/results/sale-day.json"), execFileSync("uptime").toString().trim())
    logRunRow(figuresOf.saleDay(result))
    await cleanup()
    process.exit(0)
  }
  if (config.sequential) {
    const result = await measureSequential({
      shop,
      orders: Number(process.env.BENCH_SEQUENTIAL_ORDERS || 150),
      warmup: 30,
      log,
      // The census counts the measured orders' queries (the first SIGUSR2 starts it, the next writes it).
      onMeasure: queryCensusFile ? async () => process.kill(shop.server.pid, "SIGUSR2") : async () => {},
    })
    if (queryCensusFile) {
      result.queries = (await serverHookWrote(queryCensusFile)) ? queryCensus(queryCensusFile, result.orders) : { error: "no census written" }
    }
    reportSequential(result, path.join(root, "bench/results/checkout-sequential.json"))
    logRunRow(figuresOf.sequential(result))
    await cleanup()
    process.exit(0)
  }
  if (config.servers) {
    await runServersBench({ shop, slugs, count: config.servers, dataDir: config.dataDir, connections: config.connections, duration: config.duration, warmup: config.warmup, log })
    await cleanup()
    process.exit(0)
  }
  const listResponse = await fetch(`${shop.url}/api/product/list`)
  let listBody = Buffer.from(await listResponse.arrayBuffer())
  if (!listResponse.ok) {
    log(`WARNING: /api/product/list answered ${listResponse.status}; the bare server serves a synthetic 100-product page`)
    listBody = syntheticPage()
  }
  const bare = await startBareServer(listBody)

  const endpoints = [
    { name: "GET /api/product/list", paths: ["/api/product/list"] },
    {
      name: "GET /api/product/list?category&min&max&order=2&limit=20",
      paths: ["/api/product/list?category=electronics&min=1000&max=50000&order=2&limit=20"],
    },
    { name: `GET /api/product/item/{slug} (${slugs.length} slugs)`, paths: slugs.map((s) => `/api/product/item/${s}`) },
    { name: "GET /api/product/list/search/sol", paths: ["/api/product/list/search/sol"], optional: true },
    {
      name: "GET /store/products?limit=20 (baseline)",
      key: "store",
      paths: ["/store/products?limit=20"],
      headers: { "x-publishable-api-key": key },
    },
    { name: "bare node:http, fixed JSON (baseline)", key: "bare", paths: ["/"], origin: bare.origin },
  ]

  const results = []
  const loaded = config.searchOnly ? [endpoints[0], ...SEARCH_ENDPOINTS] : [...endpoints, ...SEARCH_ENDPOINTS]
  for (const endpoint of config.checkoutOnly ? [] : loaded) {
    const origin = endpoint.origin ?? shop.url
    const probe = await fetch(origin + endpoint.paths[0], { headers: endpoint.headers })
    const probeText = await probe.text()
    if (!probe.ok) log(`WARNING: ${endpoint.name} answered ${probe.status}: ${probeText.slice(0, 200)}`)
    if (endpoint.optional && probe.status === 404) {
      log(`${endpoint.name}: 404, recorded as missing`)
      results.push({ name: endpoint.name, missing: true, probeStatus: 404 })
      continue
    }
    const loadAverage = Math.round(os.loadavg()[0] * 100) / 100
    log(`${endpoint.name}: ${config.warmup} s warm-up + ${config.duration} s … (load average ${loadAverage})`)
    const stats = await measure({ origin, ...endpoint, ...config })
    results.push({ name: endpoint.name, key: endpoint.key, probeStatus: probe.status, loadAverage, ...stats })
    if (stats.non2xx || stats.errors || stats.timeouts) {
      log(`  ${stats.non2xx} non-2xx ${JSON.stringify(stats.statuses)}, ${stats.errors} errors, ${stats.timeouts} timeouts`)
    }
  }

  // The checkout load, the same for the shop's own server and the restart with Redis below.
  const checkoutLoad = {
    databaseUrl: shop.databaseUrl,
    key,
    buyers: config.connections,
    duration: config.duration,
    warmup: config.warmup,
    log,
    serverPid: () => shop.server.pid,
    databasePid: () => shop.databasePid(),
  }
  const checkout = config.searchOnly ? { error: "not run (--search-only)" } : await measureCheckout({
    ...checkoutLoad,
    origin: shop.url,
    onMeasure: async (flow) => {
      if (!cpuProfileFile || flow !== "shop") return
      process.kill(shop.server.pid, "SIGUSR2") // starts the profile, then writes it
    },
  }).catch((error) => ({ error: error.message }))
  if (cpuProfileFile && checkout.shop) {
    checkout.shop.cpuProfile = (await serverHookWrote(cpuProfileFile)) ? summariseCpuProfile(cpuProfileFile) : { error: "no profile written" }
  }

  // Last, as it restarts the server with Medusa's Redis modules (the same database and catalogue).
  if (config.checkoutRedis && checkout.shop) {
    const withRedis = (withWorker) =>
      measureCheckoutWithRedis({ shop, dir: path.join(config.dataDir, "redis"), withWorker, ...checkoutLoad }).catch((error) => ({
        error: error.message,
      }))
    checkout.redis = await withRedis(false)
    checkout.redisWorker = await withRedis(true)
  }

  await stopChild(bare.child)
  shop.onServerExit = null
  await shop.stop()
  shop = null

  let storefront = null
  if (config.build && !config.checkoutOnly && !config.searchOnly) {
    log("Building the storefront …")
    storefront = await storefrontInitialJs(root).catch((error) => ({ error: error.message }))
  }

  const report = {
    date: startedAt.toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverageBefore: loadBefore.map((x) => Math.round(x * 100) / 100),
    products: config.products,
    productCount: seed.productCount,
    seed: seed.seed,
    connections: config.connections,
    durationSeconds: config.duration,
    warmupSeconds: config.warmup,
    latency: "p50/p95/p99 exact, from every 2xx response's time (autocannon 'response' events)",
    listPageBytes: listBody.length,
    checkoutOnly: config.checkoutOnly,
    search,
    results,
    checkout,
    storefront,
  }
  return report
}

/** This run's row in bench/RESULTS.md (its full JSON stays in bench/results/, not committed). */
function logRunRow(figures) {
  const command = ["npm run bench", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" ")
  const load = os.loadavg().map((x) => x.toFixed(2)).join(" ")
  logRun(path.join(root, "bench/RESULTS.md"), { date: new Date(), commit: revision(root), command, figures, load })
}

main()
  .then((report) => {
    if (config.searchOnly) {
      writeSearchOnly(report, path.join(root, "bench/results/search.json"))
      logRunRow(figuresOf.searchOnly(report))
    } else {
      printReport(report, path.join(root, "bench/results/latest.json"))
      if (report.search) printSearch(report)
      logRunRow([...figuresOf.targets(report), ...(report.search ? figuresOf.searchOnly(report) : [])])
    }
    process.exit(0)
  })
  .catch(async (error) => {
    if (onSignal.interrupted) return // the signal handler is cleaning up and exits
    console.error(`[bench] failed: ${error.stack || error.message}`)
    await cleanup()
    process.exit(1)
  })
