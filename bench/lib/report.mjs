import fs from "node:fs"
import os from "node:os"

const TARGETS = { listP95Ms: 50, listVsStore: 20, storefrontGzipKiB: 170, checkoutVsStore: 5, ordersPerSec: 20, checkoutP95Ms: 600 }

/**
 * Adds ratios and target verdicts, prints the table and writes the JSON file. A checkout-only
 * run keeps the other figures of the file it replaces.
 */
export function printReport(report, file) {
  if (report.checkoutOnly && fs.existsSync(file)) {
    const previous = JSON.parse(fs.readFileSync(file, "utf8"))
    report = { ...previous, checkout: report.checkout, checkoutDate: report.date, checkoutOnly: true }
  }
  const byKey = Object.fromEntries(report.results.filter((r) => r.key).map((r) => [r.key, r]))
  for (const r of report.results) {
    if (r.missing) continue
    r.vsStore = ratio(r.reqPerSec, byKey.store?.reqPerSec)
    r.vsBare = ratio(r.reqPerSec, byKey.bare?.reqPerSec)
  }
  const list = report.results[0]
  const js = report.storefront
  const checkout = report.checkout
  const notMeasured = (why) => ({ pass: null, value: why ?? "not measured" })
  report.targets = {
    "/api/product/list p95 < 50 ms": list ? verdict(list.p95 !== null && list.p95 < TARGETS.listP95Ms, `${list.p95} ms`) : notMeasured(),
    "/api/product/list >= 20x /store/products req/s": list ? verdict(list.vsStore >= TARGETS.listVsStore, `${list.vsStore}x`) : notMeasured(),
    "storefront initial JS gzip <= 170 KiB": js?.gzipKiB
      ? verdict(js.gzipKiB <= TARGETS.storefrontGzipKiB, `${js.gzipKiB} KiB`)
      : notMeasured(js?.error),
    ...checkoutTargets("", checkout, notMeasured),
    ...(checkout?.redis ? checkoutTargets(" (Redis modules)", checkout.redis, notMeasured) : {}),
    ...(checkout?.redisWorker ? checkoutTargets(" (Redis modules, server + worker)", checkout.redisWorker, notMeasured) : {}),
  }

  const header = ["endpoint", "req/s", "p50 ms", "p95 ms", "p99 ms", "non-2xx", "errors", "÷ store", "÷ bare", "bytes", "load"]
  const rows = report.results.map((r) =>
    r.missing
      ? [r.name, "MISSING (404)", "", "", "", "", "", "", "", "", ""]
      : [r.name, r.reqPerSec, r.p50, r.p95, r.p99, r.non2xx, r.errors + r.timeouts, r.vsStore, r.vsBare, r.bytesPerResponse, r.loadAverage]
  )
  console.log("")
  console.log(
    `Node ${report.node}, ${report.cpus} CPUs, ${report.productCount} products, ${report.connections} connections, ` +
      `${report.warmupSeconds} s warm-up + ${report.durationSeconds} s each; req/s counts 2xx only; ${report.latency}.`
  )
  if (report.seed) {
    console.log(
      `Seeding: ${report.seed.added} products in ${report.seed.seconds} s` + (report.seed.thisRun ? "" : ` (earlier run, ${report.seed.date})`)
    )
  }
  const checkoutLoads = [checkout, checkout?.redis, checkout?.redisWorker].flatMap((run) => ["store", "shop"].flatMap((flow) => run?.[flow]?.loadAverage ?? []))
  const busiest = Math.max(...report.results.map((r) => r.loadAverage ?? 0), ...checkoutLoads)
  if (busiest > report.cpus) {
    console.log(`WARNING: the machine was busy (1-min load average up to ${busiest} on ${report.cpus} CPUs): numbers are pessimistic.`)
  }
  console.log(table([header, ...rows.map((row) => row.map((cell) => String(cell ?? "-")))]))
  if (js?.files) {
    console.log(`Storefront initial JS: ${js.files.map((f) => `${f.file} ${(f.gzipBytes / 1024).toFixed(1)}`).join(", ")} KiB gzip`)
  }
  if (checkout?.shop) {
    console.log(`\nCheckout, ${checkout.buyers} concurrent buyers, one product per order:`)
    console.log(checkoutTable(checkout))
    if (checkout.redis?.shop) {
      console.log(`\nThe same with Medusa's Redis modules on both sides (${checkout.redis.redisUrl}):`)
      console.log(checkoutTable(checkout.redis))
    } else if (checkout.redis?.error) {
      console.log(`Checkout with Redis: not measured (${checkout.redis.error})`)
    }
    if (checkout.redisWorker?.shop) {
      console.log(`\nThe same as npm start's several-process layout runs it: the server in server mode, a worker for subscribers and jobs:`)
      console.log(checkoutTable(checkout.redisWorker))
    } else if (checkout.redisWorker?.error) {
      console.log(`Checkout with Redis and a worker: not measured (${checkout.redisWorker.error})`)
    }
    const profile = checkout.shop.cpuProfile
    if (profile?.byOwner) {
      const list = (items) => items.map((item) => `${item.name} ${item.percent}%`).join(", ")
      console.log(`\nServer CPU while our checkout was measured (${profile.seconds} s of samples, ${profile.file}):`)
      console.log(`  by package: ${list(profile.byOwner)}`)
      console.log(`  by function: ${list(profile.byFunction)}`)
    }
  } else if (checkout?.error) {
    console.log(`Checkout: not measured (${checkout.error})`)
  }
  for (const [name, t] of Object.entries(report.targets)) {
    console.log(`${t.pass === null ? "N/A " : t.pass ? "PASS" : "FAIL"}  ${name}  (${t.value})`)
  }
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + "\n")
  console.log(`\nWritten to ${file}`)
}

function checkoutTargets(label, run, notMeasured) {
  const shop = run?.shop
  return {
    [`checkout p95 >= ${TARGETS.checkoutVsStore}x faster than Medusa's store checkout${label}`]: shop
      ? verdict(run.p95VsStore >= TARGETS.checkoutVsStore, `${run.p95VsStore}x (${shop.checkout.p95} vs ${run.store.checkout.p95} ms)`)
      : notMeasured(run?.error),
    [`checkout >= ${TARGETS.ordersPerSec} orders/s with 10 buyers${label}`]: shop
      ? verdict(shop.ordersPerSec >= TARGETS.ordersPerSec, `${shop.ordersPerSec}/s${coresNeeded(shop)}`)
      : notMeasured(run?.error),
    [`checkout p95 <= ${TARGETS.checkoutP95Ms} ms${label}`]: shop
      ? verdict(shop.checkout.p95 !== null && shop.checkout.p95 <= TARGETS.checkoutP95Ms, `${shop.checkout.p95} ms`)
      : notMeasured(run?.error),
  }
}

/**
 * The CPU the orders/s target takes at this run's measured cost per order (every process that
 * works for an order, the load generator included), beside the cores the machine has.
 */
function coresNeeded(shop) {
  const parts = ["server", "worker", "database", "client"].map((c) => shop[`${c}CpuMsPerOrder`]).filter((ms) => typeof ms === "number")
  if (parts.length < 3) return ""
  const msPerOrder = parts.reduce((a, b) => a + b, 0)
  const cores = Math.round(((TARGETS.ordersPerSec * msPerOrder) / 1000) * 100) / 100
  return `; ${TARGETS.ordersPerSec}/s at ${Math.round(msPerOrder)} ms of CPU per order needs ${cores} cores, the machine has ${os.cpus().length}`
}

function checkoutTable(checkout) {
  const worker = checkout.withWorker
  const cpuColumns = ["server", ...(worker ? ["worker"] : []), "database", "client"]
  const rows = [["call", "count", "p50 ms", "p95 ms", "p99 ms", "orders/s", ...cpuColumns.map((c) => `${c} CPU ms/order`)]]
  const cells = (s) => [s.count, s.p50, s.p95, s.p99].map((x) => String(x ?? "-"))
  for (const [flow, label] of [["store", "Medusa store checkout (baseline)"], ["shop", "shop checkout"]]) {
    const run = checkout[flow]
    const load = run.loadAverage ? ` (load ${run.loadAverage.join(" → ")})` : ""
    const blank = ["", ...cpuColumns.map(() => "")]
    const cpu = cpuColumns.map((c) => String(run[`${c}CpuMsPerOrder`] ?? "-"))
    rows.push([`${label}: whole checkout${load}`, ...cells(run.checkout), String(run.ordersPerSec), ...cpu])
    for (const [name, s] of Object.entries(run.calls)) rows.push([`  ${name}`, ...cells(s), ...blank])
    for (const [name, steps] of Object.entries(run.serverSteps ?? {})) {
      for (const [step, s] of Object.entries(steps)) rows.push([`    ${name} step ${step}`, ...cells(s), ...blank])
    }
    const failed = Object.entries(run.failures)
    if (failed.length) rows.push([`  failures: ${failed.map(([k, v]) => `${k} ×${v.count} ${v.example}`).join("; ")}`, "", "", "", "", ...blank])
  }
  return table(rows)
}

function ratio(a, b) {
  return a && b ? Math.round((a / b) * 100) / 100 : null
}

function verdict(pass, value) {
  return { pass: Boolean(pass), value }
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  const line = (r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ")
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n")
}
