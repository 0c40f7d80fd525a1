// One Lighthouse run (mobile preset, the default config) in a fresh Debian Chromium.
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

// The flags of e2e/playwright.config.ts: no sandbox (root in a container), no GPU, nothing
// that reaches the network by itself.
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/**
 * chrome-launcher's defaults turn off browser features that work beside the page (translation,
 * optimization hints, the media router…); one more is turned off the same way: headless
 * Chromium 156 renders its omnibox's popup in a WebUI renderer of its own while the page loads
 * (190 ms of CPU per shop page load on 2026-11-26, 15 ms without it), work a phone's browser
 * does not do beside the page.
 */
const BROWSER_FEATURES_OFF = ["WebUIOmniboxPopup"]

const launcherFlags = () =>
  chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith("--disable-features=") ? [flag, ...BROWSER_FEATURES_OFF].join(",") : flag
  )

/** A fresh Debian Chromium (its own profile, so an empty cache) with the flags above. */
const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    ignoreDefaultFlags: true,
    chromeFlags: [...launcherFlags(), ...CHROMIUM_FLAGS],
  })

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
