// One Lighthouse run (mobile preset, the default config) in a fresh Debian Chromium headless shell.
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

/**
 * Debian's Chromium headless shell: the same Chromium (its `chromium-headless-shell` package)
 * without the desktop browser's window around the page. Headless Chromium (`chromium --headless`)
 * still runs its browser window (tab strip, omnibox), composited in software on the same two
 * cores as the page and the shop: per product page load, its browser main thread took 229–241 ms
 * of CPU and its display compositor 261–274 ms, against 171–174 and 217–225 ms for the shell
 * (traces of Lighthouse runs, 2026-11-26, the omnibox's WebUI popup already off) — work a phone
 * does beside the page on its GPU, not the page's.
 */
export const LIGHTHOUSE_CHROMIUM = process.env.LIGHTHOUSE_CHROMIUM_PATH || "/usr/bin/chromium-headless-shell"

// The flags of e2e/playwright.config.ts: no sandbox (root in a container), no GPU, nothing
// that reaches the network by itself.
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/** A fresh Chromium (its own profile, so an empty cache) with the flags above and chrome-launcher's quiet defaults. */
const launchChromium = () => chromeLauncher.launch({ chromePath: LIGHTHOUSE_CHROMIUM, chromeFlags: CHROMIUM_FLAGS })

/**
 * Opens `url` once in a fresh Chromium, unscored, and waits `ms`: the shop's server computes
 * and caches the page's catalogue reads, as a shop that has had a visitor since its last
 * catalogue change would have them (each measured run still starts with an empty browser cache).
 */
export async function warmUp(url, ms = 5000) {
  const chrome = await launchChromium()
  try {
    // The DevTools HTTP endpoint opens a tab on the page: no protocol client needed.
    const opened = await fetch(`http://127.0.0.1:${chrome.port}/json/new?${encodeURIComponent(url)}`, { method: "PUT" })
    if (!opened.ok) throw new Error(`Chromium did not open ${url}: ${opened.status}`)
    await new Promise((resolve) => setTimeout(resolve, ms))
  } finally {
    await chrome.kill()
  }
}

export const SCORES = ["performance", "accessibility", "bestPractices", "seo"]
export const METRICS = ["fcpMs", "lcpMs", "tbtMs", "cls", "speedIndexMs"]

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100))
const ms = (audit) => (audit?.numericValue == null ? null : Math.round(audit.numericValue))

/** Scores (0–100) and metrics of one page load, plus the audits that cost the most. */
export async function auditPage(url) {
  const chrome = await launchChromium()
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    })
    const { categories, audits } = result.lhr
    const failing = (id) => Object.values(categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id]).filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id)
    return {
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      bestPractices: score(categories["best-practices"]),
      seo: score(categories.seo),
      fcpMs: ms(audits["first-contentful-paint"]),
      lcpMs: ms(audits["largest-contentful-paint"]),
      tbtMs: ms(audits["total-blocking-time"]),
      cls: audits["cumulative-layout-shift"]?.numericValue == null
        ? null
        : Math.round(audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
      speedIndexMs: ms(audits["speed-index"]),
      failing: { accessibility: failing("accessibility"), seo: failing("seo"), bestPractices: failing("best-practices") },
      opportunities: Object.values(audits)
        .filter((audit) => audit.details?.type === "opportunity" && (audit.details.overallSavingsMs ?? 0) >= 100)
        .map((audit) => `${audit.id} ${Math.round(audit.details.overallSavingsMs)} ms`),
    }
  } finally {
    await chrome.kill()
  }
}
