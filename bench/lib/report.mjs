import fs from "node:fs"

const TARGETS = { listP95Ms: 50, listVsStore: 20, storefrontGzipKiB: 170 }

/** Adds ratios and target verdicts, prints the table and writes the JSON file. */
export function printReport(report, file) {
  const byKey = Object.fromEntries(report.results.filter((r) => r.key).map((r) => [r.key, r]))
  for (const r of report.results) {
    if (r.missing) continue
    r.vsStore = ratio(r.reqPerSec, byKey.store?.reqPerSec)
    r.vsBare = ratio(r.reqPerSec, byKey.bare?.reqPerSec)
  }
  const list = report.results[0]
  const js = report.storefront
  report.targets = {
    "/api/product/list p95 < 50 ms": verdict(list.p95 !== null && list.p95 < TARGETS.listP95Ms, `${list.p95} ms`),
    "/api/product/list >= 20x /store/products req/s": verdict(list.vsStore >= TARGETS.listVsStore, `${list.vsStore}x`),
    "storefront initial JS gzip <= 170 KiB": js?.gzipKiB
      ? verdict(js.gzipKiB <= TARGETS.storefrontGzipKiB, `${js.gzipKiB} KiB`)
      : { pass: null, value: js?.error ?? "not measured" },
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
  const busiest = Math.max(...report.results.map((r) => r.loadAverage ?? 0))
  if (busiest > report.cpus) {
    console.log(`WARNING: the machine was busy (1-min load average up to ${busiest} on ${report.cpus} CPUs): numbers are pessimistic.`)
  }
  console.log(table([header, ...rows.map((row) => row.map((cell) => String(cell ?? "-")))]))
  if (js?.files) {
    console.log(`Storefront initial JS: ${js.files.map((f) => `${f.file} ${(f.gzipBytes / 1024).toFixed(1)}`).join(", ")} KiB gzip`)
  }
  const checkout = report.checkout
  if (checkout?.cart) {
    console.log(
      `Checkout, ${checkout.buyers} concurrent buyers: ${checkout.orders} orders in ${checkout.seconds} s (${checkout.ordersPerSec}/s); ` +
        `POST /api/cart/add p50 ${checkout.cart.p50} ms, p95 ${checkout.cart.p95} ms; ` +
        `POST /api/order/add p50 ${checkout.order.p50} ms, p95 ${checkout.order.p95} ms; failures ${JSON.stringify(checkout.failures)}`
    )
  } else if (checkout?.error) {
    console.log(`Checkout: not measured (${checkout.error})`)
  }
  for (const [name, t] of Object.entries(report.targets)) {
    console.log(`${t.pass === null ? "N/A " : t.pass ? "PASS" : "FAIL"}  ${name}  (${t.value})`)
  }
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + "\n")
  console.log(`\nWritten to ${file}`)
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
