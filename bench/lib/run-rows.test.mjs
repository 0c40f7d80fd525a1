// node --test (run by `npm run lint`): the "Every run" rows of bench/RESULTS.md.
import test from "node:test"
import assert from "node:assert/strict"
import { RUNS_MARKER, figuresOf, runRow, withRunRow } from "./run-rows.mjs"

const row = (minute, command) => runRow({ date: `2026-11-29T12:${minute}:30Z`, commit: "abc1234", command, figures: ["a | b", "c"], load: "1.20 0.90 0.80" })

test("a row names the minute, the commit, the command and its figures, pipes escaped", () => {
  assert.equal(row("40", "npm run bench -- --sale-day"), "| 2026-11-29 12:40 | abc1234 | `npm run bench -- --sale-day` | a \\| b; c | 1.20 0.90 0.80 |")
})

test("the first row makes the section before the first heading after the intro; later rows go first", () => {
  const start = "# Bench results\n\nThe log.\n\n## API: `npm run bench`\n\nText.\n"
  const text = withRunRow(withRunRow(start, row("40", "npm run bench")), row("50", "npm run bench -- --checkout-only"))
  assert.ok(text.indexOf(RUNS_MARKER) < text.indexOf("## API"))
  assert.ok(text.indexOf("The log.") < text.indexOf(RUNS_MARKER))
  assert.ok(text.indexOf("12:50") < text.indexOf("12:40"))
  assert.equal(text.split(RUNS_MARKER).length, 2)
  assert.ok(text.endsWith("## API: `npm run bench`\n\nText.\n"))
})

test("a run's targets become PASS, FAIL or N/A with their values", () => {
  const report = { targets: { "p95 < 50 ms": { pass: true, value: "31 ms" }, "≥ 20 orders/s": { pass: false, value: "13.7" }, js: { pass: null, value: "not measured" } } }
  assert.deepEqual(figuresOf.targets(report), ["PASS p95 < 50 ms (31 ms)", "FAIL ≥ 20 orders/s (13.7)", "N/A js (not measured)"])
})
