import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * The page's serious and critical WCAG 2.2 AA violations, one line each. It first waits for
 * notices to go: one fading in or out has partial opacity, which axe reads as low contrast.
 */
export async function seriousViolations(page: Page) {
  await expect(page.locator(".Toastify__toast")).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
}
