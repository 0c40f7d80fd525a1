import fs from "node:fs"

const START = "<!-- bench:pages:start -->"
const END = "<!-- bench:pages:end -->"
const GOALS = { performance: 95, lcpMs: 2500, cls: 0.05, tbtMs: 150, accessibility: 100, seo: 95 }

export function median(values) {
  const numbers = values.filter((v) => typeof v === "number").sort((a, b) => a - b)
  if (!numbers.length) return null
  const mid = Math.floor(numbers.length / 2)
  return numbers.length % 2 ? numbers[mid] : Math.round(((numbers[mid - 1] + numbers[mid]) / 2) * 1000) / 1000
}

const seconds = (ms) => (ms == null ? "-" : `${(ms / 1000).toFixed(1)} s`)

/** Whether a page meets every goal of issue 15. */
export function meetsGoals(page) {
  return (
    page.performance >= GOALS.performance &&
    page.lcpMs <= GOALS.lcpMs &&
    page.cls <= GOALS.cls &&
    page.tbtMs <= GOALS.tbtMs &&
    page.accessibility >= GOALS.accessibility &&
    page.seo >= GOALS.seo
  )
}

function tableOf(report) {
  const rows = report.pages.map((p) => {
    const loads = p.runs.map((r) => r.loadAverage).join(", ")
    return `| \`${p.path.replace(/product\/.*/, "product/{slug}")}\` | ${p.performance} | ${seconds(p.fcpMs)} | ${seconds(p.lcpMs)} | ${p.tbtMs} ms | ${p.cls} | ${seconds(p.speedIndexMs)} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${loads} |`
  })
  return [
    "| page | performance | FCP | LCP | TBT | CLS | Speed Index | accessibility | best practices | SEO | load average per run |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n")
}

export function printPages(report) {
  console.log("")
  console.log(`Lighthouse ${report.lighthouse}, ${report.preset}; medians of ${report.runsPerPage} runs`)
  console.log(tableOf(report))
  for (const page of report.pages) {
    console.log(`${meetsGoals(page) ? "PASS" : "FAIL"}  ${page.name}: performance ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.05, TBT ≤ 150 ms, accessibility 100, SEO ≥ 95`)
    const last = page.runs.at(-1)
    if (last.opportunities.length) console.log(`      opportunities: ${last.opportunities.join(", ")}`)
    for (const [category, ids] of Object.entries(last.failing)) {
      if (ids.length) console.log(`      ${category} audits not passed: ${ids.join(", ")}`)
    }
  }
}

/** Replaces the text between the bench:pages markers of the README with this run's table. */
export function writeReadmeSection(readmeFile, report) {
  const readme = fs.readFileSync(readmeFile, "utf8")
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) return
  const body = [
    START,
    `Last \`npm run bench:pages\` (${report.date.slice(0, 10)}, Lighthouse ${report.lighthouse}, mobile preset, Debian's Chromium headless shell, ` +
      `medians of ${report.runsPerPage} runs${report.warmUp ? " after one unscored visit per page" : ""}, ` +
      `${report.cpus} cores shared with other work; the load average is noted per run):`,
    "",
    tableOf(report),
    END,
  ].join("\n")
  fs.writeFileSync(readmeFile, readme.slice(0, start) + body + readme.slice(end + END.length))
}
