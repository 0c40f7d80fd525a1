import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"

/** Issue items 19–21: the admin's Merchants, Reviews and Payouts pages on a 412 px phone. */
test.describe("Admin queues on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test("Merchants and Reviews have their Waiting tab, the merchant search placeholder fits; Payouts; axe", async ({
    page,
    asAdmin,
  }) => {
    void asAdmin
    await test.step("Merchants: the Waiting tab and a search box whose placeholder is shown whole", async () => {
      await page.goto("/#/dashboard/merchant")
      const tabs = page.getByRole("navigation", { name: "Merchants by status" })
      await expect(tabs.getByRole("link", { name: /^Waiting/ })).toBeVisible()
      const box = page.getByRole("searchbox", { name: "Search merchants" })
      await expect(box).toHaveAttribute("placeholder", "Type email, phone number, brand or status")
      const fits = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input)
        const placeholder = getComputedStyle(input, "::placeholder")
        const context = document.createElement("canvas").getContext("2d")!
        context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return context.measureText(input.placeholder).width <= room
      })
      expect(fits, "the whole placeholder fits the search box").toBe(true)
      await tabs.getByRole("link", { name: /^Waiting/ }).click()
      await expect(page).toHaveURL(/#\/dashboard\/merchant\?tab=waiting$/)
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("Reviews: the Waiting tab", async () => {
      await page.goto("/#/dashboard/review")
      const tabs = page.getByRole("navigation", { name: "Reviews by status" })
      await tabs.getByRole("link", { name: /^Waiting/ }).click()
      await expect(page).toHaveURL(/#\/dashboard\/review\?tab=waiting$/)
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("Payouts: the sellers and flagged payments, axe", async () => {
      await page.goto("/#/dashboard/payouts")
      const sellers = page.getByRole("table", { name: "Balances in Kes.; sellers whose refunds blocked payouts first." })
      await expect(sellers.or(page.getByText("No seller has earnings yet."))).toBeVisible()
      await expect(page.getByRole("heading", { name: "Flagged M-Pesa payments" })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
})
