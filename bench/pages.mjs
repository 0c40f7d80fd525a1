#!/usr/bin/env node
// `npm run bench:pages`: starts a shop on a fresh data folder and a free port, opens each of
// the home, shop and a product page once unscored (warm-up), then runs Lighthouse (mobile
// preset, simulated slow 4G) three times on each with Debian's Chromium headless shell, and writes the
// medians to bench/results/pages.json, a dated entry to bench/RESULTS.md's pages log and the
// latest-figures table of docs/speed.md (BENCH_PAGES_LOG=0: neither of the two).
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { root, startShop } from "./lib/shop.mjs"
import { ownSignals, stopOnSignal, run, stopAll } from "./lib/procs.mjs"
import { storefrontBuildIsStale } from "../scripts/lib/storefront-build.mjs"
import { auditPage, LIGHTHOUSE_CHROMIUM, METRICS, SCORES, warmUp } from "./lib/lighthouse.mjs"
import { median, printPages, writeSpeedSection, writeResultsLog } from "./lib/pages-report.mjs"

const RUNS = Number(process.env.BENCH_PAGES_RUNS || 3)
const log = (message) => console.log(`[bench:pages] ${message}`)

/** The commit the run measured, e.g. "a05b22f", or "a05b22f-dirty" with uncommitted changes; null outside git. */
function revision() {
  try {
    return execFileSync("git", ["describe", "--always", "--dirty"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return null
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pages-"))
fs.chmodSync(dataDir, 0o755)
let shop = null

async function cleanup() {
  await stopAll()
  await shop?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

const onSignal = stopOnSignal(cleanup, log)
ownSignals(onSignal)

async function main() {
  const commit = revision()
  const storefrontDir = path.join(root, "storefront")
  if (process.env.BENCH_SKIP_BUILD !== "1" && storefrontBuildIsStale(storefrontDir)) {
    log("Building the storefront …")
    await run("npm", ["run", "build", "-w", "storefront"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] })
  }
  process.env.SHOP_ADMIN = "off"
  await startShop({ dataDir, products: 0, log, onSignal, onCreated: (s) => (shop = s) })

  const listed = await (await fetch(`${shop.url}/api/product/list?limit=1`)).json()
  const slug = listed.products?.[0]?.slug
  if (!slug) throw new Error("The shop lists no product to open")
  const pages = [
    { name: "home", path: "/" },
    { name: "shop", path: "/#/shop" },
    { name: "product", path: `/#/product/${slug}` },
  ]

  const results = []
  for (const page of pages) {
    // As the API bench warms up before it measures: the first visit after a start computes the
    // page's catalogue reads, which a running shop serves from its cache.
    log(`${page.name}: one unscored visit first (warm-up)`)
    await warmUp(shop.url + page.path)
    const runs = []
    for (let i = 1; i <= RUNS; i++) {
      const loadAverage = Math.round(os.loadavg()[0] * 100) / 100
      // Lighthouse now and then loses its trace (NO_NAVSTART) and scores nothing: run that one again.
      let result = await auditPage(shop.url + page.path)
      for (let retry = 1; result.performance === null && retry <= 2; retry++) {
        log(`${page.name} run ${i}: Lighthouse gave no score, running it again`)
        result = await auditPage(shop.url + page.path)
      }
      runs.push({ ...result, loadAverage })
      log(`${page.name} run ${i}: performance ${result.performance}, LCP ${result.lcpMs} ms, CLS ${result.cls} (load average ${loadAverage})`)
    }
    const medians = Object.fromEntries([...SCORES, ...METRICS].map((key) => [key, median(runs.map((r) => r[key]))]))
    results.push({ ...page, ...medians, runs })
  }

  await shop.stop()
  shop = null
  return {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: os.cpus().length,
    lighthouse: JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version,
    chromium: LIGHTHOUSE_CHROMIUM,
    preset: "mobile (Lighthouse default: Moto G Power viewport, simulated slow 4G, 4x CPU slowdown)",
    runsPerPage: RUNS,
    warmUp: "one unscored visit per page before its runs",
    pages: results,
  }
}

main()
  .then((report) => {
    fs.mkdirSync(path.join(root, "bench/results"), { recursive: true })
    fs.writeFileSync(path.join(root, "bench/results/pages.json"), JSON.stringify(report, null, 2) + "\n")
    printPages(report)
    if (process.env.BENCH_PAGES_LOG !== "0") {
      if (!writeResultsLog(path.join(root, "bench/RESULTS.md"), report)) log("bench/RESULTS.md has no <!-- bench:pages:log --> marker: run not logged there")
      if (!writeSpeedSection(path.join(root, "docs", "speed.md"), report)) log("docs/speed.md has no bench:pages markers: latest figures not written there")
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
  .catch(async (error) => {
    if (onSignal.interrupted) return
    console.error(`[bench:pages] failed: ${error.stack || error.message}`)
    await cleanup()
    process.exit(1)
  })
