// One row per bench run in bench/RESULTS.md's "Every run" table (newest first), so a run's headline
// figures are kept in the repository while its full JSON in bench/results/ stays on the machine.
import fs from "node:fs"
import { execFileSync } from "node:child_process"

export const RUNS_MARKER = "<!-- bench:runs: newest row below the header -->"
const HEADER = ["| finished (UTC) | commit | command | figures | load average |", "|---|---|---|---|---|"]
const SECTION = [
  "## Every run: `npm run bench`",
  "",
  "Each `npm run bench` run (every mode but `--servers N`, which writes its own entry below) adds one row here, newest",
  "first, with its headline figures; the whole result is in `bench/results/*.json` on the machine that ran it",
  "(not committed). Runs worth a diagnosis also get an entry in the logs below, by hand.",
  "",
  RUNS_MARKER,
  ...HEADER,
]

/** The commit a run measured ("a05b22f", "a05b22f-dirty" with uncommitted changes), or "-" outside git. */
export function revision(cwd) {
  try {
    return execFileSync("git", ["describe", "--always", "--dirty"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return "-"
  }
}

const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\s+/g, " ").trim()

/** One table row: `date` a Date or ISO string, `figures` a list of short texts. */
export function runRow({ date, commit, command, figures, load }) {
  const when = new Date(date).toISOString().slice(0, 16).replace("T", " ")
  return `| ${when} | ${cell(commit)} | \`${cell(command)}\` | ${cell(figures.join("; ")) || "-"} | ${cell(load)} |`
}

/**
 * `text` (RESULTS.md) with `row` as the newest row of the "Every run" table; the section is made, before
 * the first `## ` heading after the intro, when the file has none.
 */
export function withRunRow(text, row) {
  if (!text.includes(RUNS_MARKER)) {
    const at = text.indexOf("\n## ")
    const section = `${SECTION.join("\n")}\n`
    text = at < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, at + 1)}${section}\n${text.slice(at + 1)}`
  }
  const headerAt = text.indexOf(HEADER[1], text.indexOf(RUNS_MARKER))
  const insertAt = headerAt + HEADER[1].length + 1
  return `${text.slice(0, insertAt)}${row}\n${text.slice(insertAt)}`
}

/** Adds this run's row to `file` (bench/RESULTS.md). */
export function logRun(file, run) {
  fs.writeFileSync(file, withRunRow(fs.readFileSync(file, "utf8"), runRow(run)))
  console.log(`Row added to ${file}`)
}

/** Headline figures of a run, by mode. */
export const figuresOf = {
  /** `npm run bench` and `--checkout-only`: each target, PASS or FAIL, with its value. */
  targets: (report) =>
    Object.entries(report.targets ?? {}).map(([name, t]) => `${t.pass === null ? "N/A" : t.pass ? "PASS" : "FAIL"} ${name} (${t.value})`),
  saleDay: (result) => [
    `list ÷ bare ${result.ratios.listVsBare}`,
    `browsing keeps ${result.ratios.browseKeeps}`,
    `checkout keeps ${result.ratios.checkoutKeeps}`,
    `checkout alone ${result.checkout.ordersPerSec} orders/s`,
    ...Object.entries(result.goals).map(([goal, met]) => `${met ? "met" : "NOT MET"}: ${goal}`),
  ],
  sequential: (result) => [`${result.orders} orders one at a time`, `server CPU per order ${result.serverCpuMsPerOrder} ms`],
  searchOnly: (report) => {
    const list = report.results.find((r) => r.name === "GET /api/product/list")
    const search = report.results.find((r) => r.key === "search")
    const first = report.search?.first
    return [
      ...(list && search && !search.missing
        ? [`search ${search.reqPerSec} req/s, p95 ${search.p95} ms, ${Math.round((search.reqPerSec / list.reqPerSec) * 100) / 100}× the list's ${list.reqPerSec}`]
        : []),
      ...(first ? [`first search after the import ${first.ms} ms, 100th ${report.search.hundredth.ms} ms`] : []),
    ]
  },
}
