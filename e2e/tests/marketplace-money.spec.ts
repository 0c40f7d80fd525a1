import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { seededMerchant } from "../support/accounts"

/** The first and last day of this month in Nairobi, as the statement's date fields show them. */
function thisMonth() {
  const today = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Africa/Nairobi" }).format(new Date())
  const [year, month] = today.split("-").map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const mm = String(month).padStart(2, "0")
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, "0")}` }
}

test.describe("Marketplace money: what sellers earned and what the shop pays out", () => {
  test("the merchant reads Earnings, downloads the statement and sets a payout method; the admin reads Payouts and keeps a commission rule", async ({
    page,
    asAdmin,
    dashboard,
    payoutsAdmin: payouts,
    notices,
    openBrowserAs,
  }) => {
    const merchant = await openBrowserAs(seededMerchant())
    await test.step("the seeded merchant opens Earnings from the dashboard menu", async () => {
      const earnings = merchant.earningsPage
      await merchant.page.goto("/#/dashboard")
      await merchant.dashboard.menuLink("Earnings").click()
      await expect(merchant.page).toHaveURL(/#\/dashboard\/earnings$/)
      await expect(earnings.heading).toBeVisible({ timeout: 30_000 })
      for (const balance of ["available", "pending", "paid-out"] as const) await expect(earnings.balance(balance)).toContainText("Kes. ")

      const period = thisMonth()
      await expect(earnings.periodField("From")).toHaveValue(period.from)
      await expect(earnings.periodField("To")).toHaveValue(period.to)
      await expect(earnings.total("opening")).toContainText("Kes. ")
      await expect(earnings.total("closing")).toContainText("Kes. ")

      const [download] = await Promise.all([merchant.page.waitForEvent("download"), earnings.downloadCsv.click()])
      expect(download.suggestedFilename()).toBe(`statement-${period.from}-to-${period.to}.csv`)
      expect(await seriousViolations(merchant.page)).toEqual([])
    })

    await test.step("the merchant sets an M-Pesa number for payouts; a non-Kenyan one is refused", async () => {
      const form = merchant.earningsPage.payoutMethodForm
      await form.getByLabel("Pay me by").selectOption("mpesa")
      const phone = form.getByLabel("M-Pesa number")
      await phone.fill("0812 345 678")
      await form.getByRole("button", { name: "Save payout method" }).click()
      await expect(form.getByText("Enter a Kenyan M-Pesa number, e.g. 0712 345 678.")).toBeVisible()
      await phone.fill("0712 345 678")
      await form.getByRole("button", { name: "Save payout method" }).click()
      await expect(merchant.notices.notice("Payout method has been saved.")).toBeVisible()
      await merchant.page.reload()
      await expect(merchant.earningsPage.payoutMethodForm.getByLabel("M-Pesa number")).toHaveValue(/712\s?345\s?678$/)
    })

    await test.step("the admin opens Payouts: sellers' balances and the default commission", async () => {
      await page.goto("/#/dashboard")
      await dashboard.menuLink("Payouts").click()
      await expect(page).toHaveURL(/#\/dashboard\/payouts$/)
      await expect(payouts.heading).toBeVisible({ timeout: 30_000 })
      await expect(payouts.section("Sellers").getByRole("table").or(payouts.section("Sellers").getByText("No seller has earnings yet."))).toBeVisible()
      const history = payouts.section("Payout history")
      await expect(history.getByRole("table").or(history.getByText("No payouts yet."))).toBeVisible()
      await expect(payouts.defaultCommission).toHaveText(/^\d+(\.\d+)?%$/)
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("the admin sets a category's commission, then removes the rule again", async () => {
      await payouts.ruleField("Rule for").selectOption("category")
      await payouts.ruleField("Category").selectOption({ index: 1 })
      const category = (await payouts.ruleField("Category").locator("option:checked").textContent())!.trim()
      await payouts.ruleField("Percent").fill("12.5")
      await payouts.button("Save rule").click()
      await expect(notices.notice("Commission rule has been saved successfully!")).toBeVisible()
      const rule = payouts.rules.getByRole("row").filter({ has: page.getByRole("rowheader", { name: category, exact: true }) })
      await expect(rule).toContainText("12.5%")

      await payouts.button(`Remove rule: ${category}`).click()
      await expect(notices.notice("Commission rule has been removed successfully!")).toBeVisible()
      await expect(rule).toHaveCount(0)
    })
  })
})
