import fs from "node:fs"
import type { Download, Page } from "@playwright/test"
import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { logIn, registerMember, newAccount, seededMerchant } from "../support/accounts"
import { api, placeOrder } from "../support/api"

const ORDERS_HEADER = "order,date,customer,product,merchant,quantity,price,vat,status,payment"
const CUSTOMERS_HEADER = "customer,email,phone,joined,orders,spent"

/** The chart library's own chunk (recharts), which only the Overview's charts load. */
const isChartsChunk = (url: string) => /\/assets\/Charts-[\w-]+\.js$/.test(url)

/** Watches the page's requests for the charts chunk from now on. */
function chartsRequests(page: Page) {
  const seen: string[] = []
  page.on("request", (request) => {
    if (isChartsChunk(request.url())) seen.push(request.url())
  })
  return seen
}

/** The downloaded CSV's first line (a leading byte-order mark dropped). */
async function firstLine(download: Download) {
  const text = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "")
  return text.split(/\r?\n/)[0]
}

/** Today in Nairobi and 29 days before: the export's default range. */
function last30Days() {
  const day = (date: Date) => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Africa/Nairobi" }).format(date)
  const today = day(new Date())
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  return { from, to: today }
}

test.describe("Shop at a glance: the dashboard Overview", () => {
  test("the admin opens Overview first in the menu: cards, charts with their tables, work queues, axe, and both exports", async ({
    page,
    asAdmin,
    dashboard,
    overviewPage: overview,
  }) => {
    void asAdmin
    const charts = chartsRequests(page)

    await test.step("the shop's first page and the dashboard's base page never load the chart library", async () => {
      await page.goto("/")
      await expect(page.getByRole("banner")).toBeVisible()
      await dashboard.goto()
      await expect(dashboard.heading).toHaveText("Account Details", { timeout: 30_000 })
      await expect(dashboard.menu.getByRole("link").first()).toHaveText("Overview")
      expect(charts).toEqual([])
    })

    await test.step("Overview shows today, 7 and 30 days with changes and VAT apart, and draws its charts", async () => {
      await dashboard.menuLink("Overview").click()
      await expect(page).toHaveURL(/#\/dashboard\/overview$/)
      await expect(overview.heading).toBeVisible({ timeout: 30_000 })
      for (const card of ["today", "last7", "last30"] as const) {
        await expect(overview.card(card)).toContainText("Kes. ")
        await expect(overview.card(card)).toContainText("incl. VAT Kes. ")
        await expect(overview.card(card)).toContainText("New customers")
        await expect(overview.card(card).getByTestId("change").first()).toBeVisible()
      }
      for (const name of [/^Sales by day/, "Orders by status", "Sales by category", "Payment methods"]) {
        await expect(overview.chart(name).or(overview.section(name).getByText("Nothing in this period yet."))).toBeVisible()
      }
      await expect(overview.chart(/^Sales by day/).locator("svg.recharts-surface")).toBeVisible()
      expect(charts.length).toBeGreaterThan(0)
      await expect(overview.section("Top products")).toBeVisible()
      await expect(overview.section("Top merchants")).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("the daily chart shows as a table, 30 days then 7", async () => {
      await overview.tableToggle(/^Sales by day/).click()
      await expect(overview.tableToggle(/^Sales by day/)).toHaveAttribute("aria-pressed", "true")
      await expect(overview.section("Sales by day, last 30 days").getByRole("row")).toHaveCount(31)
      await overview.days(7).click()
      await expect(overview.days(7)).toHaveAttribute("aria-pressed", "true")
      await expect(overview.section("Sales by day, last 7 days").getByRole("row")).toHaveCount(8)
      // Back at the top: scrolled, the sticky header covers the menu's links, which axe counts as too small a target.
      await page.evaluate(() => window.scrollTo(0, 0))
      expect(await seriousViolations(page)).toEqual([])
      await overview.tableToggle(/^Sales by day/).click()
      await expect(overview.chart(/^Sales by day/)).toBeVisible()
    })

    await test.step("the work queues count what waits and link to it", async () => {
      const queues = overview.section("Work queues")
      await expect(queues.getByRole("link").first()).toBeVisible()
      for (const link of await queues.getByRole("link").all()) await expect(link).toHaveText(/\D \d+$/)
      const merchants = queues.locator('a[href="#/dashboard/merchant"]')
      await expect(merchants).toHaveText(/\D [1-9]\d*$/)
      await merchants.click()
      await expect(page).toHaveURL(/#\/dashboard\/merchant$/)
      await page.goBack()
      await expect(overview.heading).toBeVisible()
    })

    await test.step("the admin downloads the last 30 days' orders and customers as CSV with their header rows", async () => {
      const range = last30Days()
      await expect(overview.exportForm.getByLabel("From")).toHaveValue(range.from)
      await expect(overview.exportForm.getByLabel("To")).toHaveValue(range.to)
      const [orders] = await Promise.all([page.waitForEvent("download"), overview.download("orders").click()])
      expect(orders.suggestedFilename()).toBe(`orders-${range.from}-to-${range.to}.csv`)
      expect(await firstLine(orders)).toBe(ORDERS_HEADER)
      const [customers] = await Promise.all([page.waitForEvent("download"), overview.download("customers").click()])
      expect(customers.suggestedFilename()).toBe(`customers-${range.from}-to-${range.to}.csv`)
      expect(await firstLine(customers)).toBe(CUSTOMERS_HEADER)
    })
  })

  test("the merchant's Overview: its brand's cards and chart, a line to ship, stock, rating and cancellations; axe; its orders export", async ({
    request,
    openBrowserAs,
  }) => {
    const merchantAccount = await logIn(request, seededMerchant())
    const buyer = await registerMember(request, newAccount("Wanjiru"))
    await test.step("a member orders one of the merchant's products", async () => {
      const { products } = await api<{ products: { _id: string; name: string; price: number; taxable: boolean; isActive: boolean; quantity: number }[] }>(
        request,
        "get",
        "/api/product",
        merchantAccount.token,
      )
      const product = products.find((candidate) => candidate.isActive && candidate.quantity > 1)
      expect(product, "the seeded merchant has an active product in stock").toBeTruthy()
      await placeOrder(request, buyer.token, product!)
    })

    const merchant = await openBrowserAs(merchantAccount)
    const overview = merchant.overviewPage
    await test.step("the merchant opens Overview from the menu: cards for its brand, no shop-wide blocks", async () => {
      await merchant.dashboard.goto()
      await expect(merchant.dashboard.menu.getByRole("link").first()).toHaveText("Overview")
      await merchant.dashboard.menuLink("Overview").click()
      await expect(overview.heading).toBeVisible({ timeout: 30_000 })
      for (const card of ["today", "last7", "last30"] as const) {
        await expect(overview.card(card)).toContainText("Kes. ")
        await expect(overview.card(card)).not.toContainText("New customers")
      }
      await expect(overview.chart(/^Sales by day/).locator("svg.recharts-surface")).toBeVisible()
      for (const name of ["Top merchants", "Orders by status", "Sales by category"]) await expect(overview.section(name)).toHaveCount(0)
      await expect(overview.download("customers")).toHaveCount(0)
    })

    await test.step("the new line waits to ship; low stock, rating and cancellation rate show", async () => {
      const lines = overview.section("Lines to ship")
      await expect(lines.getByRole("row").nth(1)).toContainText("Not processed")
      await expect(overview.section("Low stock")).toBeVisible()
      await expect(overview.section("Rating")).toBeVisible()
      await expect(overview.section("Cancellation rate")).toContainText(/\d+\.\d%/)
      await expect(overview.section("Work queues").getByRole("link").first()).toBeVisible()
      expect(await seriousViolations(merchant.page)).toEqual([])
    })

    await test.step("the merchant's orders export has the header row and its line", async () => {
      const [download] = await Promise.all([merchant.page.waitForEvent("download"), overview.download("orders").click()])
      const text = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "")
      const [header, ...rows] = text.split(/\r?\n/).filter(Boolean)
      expect(header).toBe(ORDERS_HEADER)
      expect(rows.length).toBeGreaterThan(0)
    })
  })
})
