import fs from "node:fs"

/** docs/speed.md's latest-figures table sits between these two; bench/RESULTS.md's pages log starts after LOG. */
const START = "<!-- bench:pages:start -->"
const END = "<!-- bench:pages:end -->"
const LOG = "<!-- bench:pages:log -->"
const GOALS = { performance: 95, lcpMs: 2500, cls: 0.05, tbtMs: 150, accessibility: 100, seo: 95 }

export function median(values) {
  const numbers = values.filter((v) => typeof v === "number").sort((a, b) => a - b)
  if (!numbers.length) return null
  const mid = Math.floor(numbers.length / 2)
  return numbers.length % 2 ? numbers[mid] : Math.round(((numbers[mid - 1] + numbers[mid]) / 2) * 1000) / 1000
}

const seconds = (ms) => (ms == null ? "-" : `${(ms / 1000).toFixed(1)} s`)

/** The goals of issue 15 a page's medians miss (none: it meets them all). */
export function missedGoals(page) {
  return [
    page.performance >= GOALS.performance ? null : "performance",
    page.lcpMs <= GOALS.lcpMs ? null : "LCP",
    page.cls <= GOALS.cls ? null : "CLS",
    page.tbtMs <= GOALS.tbtMs ? null : "TBT",
    page.accessibility >= GOALS.accessibility ? null : "accessibility",
    page.seo >= GOALS.seo ? null : "SEO",
  ].filter(Boolean)
}

/** Whether a page meets every goal of issue 15. */
export const meetsGoals = (page) => missedGoals(page).length === 0

const pathLabel = (page) => `\`${page.path.replace(/product\/.*/, "product/{slug}")}\``

function tableOf(report) {
  const rows = report.pages.map((p) => {
    const loads = p.runs.map((r) => r.loadAverage).join(", ")
    return `| ${pathLabel(p)} | ${p.performance} | ${seconds(p.fcpMs)} | ${seconds(p.lcpMs)} | ${p.tbtMs} ms | ${p.cls} | ${seconds(p.speedIndexMs)} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${loads} |`
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

/** Replaces what lies between the markers `start` and `end` in `file` (both kept); false when either is missing. */
function replaceBetween(file, start, end, body) {
  const text = fs.readFileSync(file, "utf8")
  const from = text.indexOf(start)
  const to = text.indexOf(end, from)
  if (from < 0 || to < 0) return false
  fs.writeFileSync(file, text.slice(0, from + start.length) + body + text.slice(to))
  return true
}

const runsLine = (report) =>
  report.pages
    .map((p) => `${p.name} ${p.runs.map((r) => `${r.performance} / ${r.tbtMs}`).join(", ")} ms`)
    .join("; ")

const goalsLine = (report) => {
  const met = report.pages.filter(meetsGoals).map((p) => p.name)
  const missed = report.pages
    .filter((p) => !meetsGoals(p))
    .map((p) => `${p.name} (${missedGoals(p).join(", ")})`)
  return [met.length ? `every goal met on ${met.join(", ")}` : "", missed.length ? `goals missed on ${missed.join(", ")}` : ""]
    .filter(Boolean)
    .join("; ")
}

/**
 * Adds this run to the pages log of bench/RESULTS.md, newest first, right after its LOG marker: a
 * heading with the time the run finished and the commit, the goals met, each run's performance /
 * TBT and the medians' table. Notes on the run are written by hand below it.
 */
export function writeResultsLog(resultsFile, report) {
  const when = `${report.date.slice(0, 10)} ${report.date.slice(11, 16)} UTC`
  const entry = [
    "",
    "",
    `#### ${when}: \`npm run bench:pages\`${report.commit ? ` of ${report.commit}` : ""}`,
    "",
    `Lighthouse ${report.lighthouse}, mobile preset, Debian's Chromium headless shell, ` +
      `medians of ${report.runsPerPage} runs${report.warmUp ? " after one unscored visit per page" : ""}, ` +
      `${report.cpus} cores shared with other work; ${goalsLine(report)}. ` +
      `Runs, performance / TBT: ${runsLine(report)}.`,
    "",
    tableOf(report),
  ].join("\n")
  const text = fs.readFileSync(resultsFile, "utf8")
  const at = text.indexOf(LOG)
  if (at < 0) return false
  fs.writeFileSync(resultsFile, text.slice(0, at + LOG.length) + entry + text.slice(at + LOG.length))
  return true
}

/** Replaces docs/speed.md's latest-figures table (between the bench:pages markers) with this run's medians. */
export function writeSpeedSection(speedFile, report) {
  const rows = report.pages.map((p) => {
    const missed = missedGoals(p)
    return `| ${pathLabel(p)} | ${p.performance} | ${seconds(p.lcpMs)} | ${p.tbtMs} ms | ${p.cls} | ${p.accessibility} | ${p.seo} | ${missed.length ? `missed: ${missed.join(", ")}` : "all met"} |`
  })
  const body = [
    "",
    `Last \`npm run bench:pages\` (${report.date.slice(0, 10)} ${report.date.slice(11, 16)} UTC${report.commit ? `, ${report.commit}` : ""}; ` +
      `medians of ${report.runsPerPage} Lighthouse runs per page; every run in [bench/RESULTS.md](../bench/RESULTS.md#pages-npm-run-benchpages)):`,
    "",
    "| page | performance | LCP | TBT | CLS | accessibility | SEO | goals |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n")
  return replaceBetween(speedFile, START, END, body)
}
