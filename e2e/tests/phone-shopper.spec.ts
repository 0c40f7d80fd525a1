import type { Locator, Page } from "@playwright/test"
import { test, expect } from "../support/fixtures"
import { productList } from "../support/api"
import { kes } from "../support/money"

// A mid-range Android phone, the shop's commonest screen.
const PHONE = { width: 412, height: 823 }

/** The element's box lies wholly inside the window, sideways (not cut off, not scrolled away). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.width).toBeGreaterThan(10)
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
}

test.describe("A shopper on a phone", () => {
  test.use({ viewport: PHONE })

  test("a visitor's header reads 'Account', whole and clear of the logo, down to 360 px", async ({ page, header }) => {
    await page.goto("/")
    for (const width of [PHONE.width, 360]) {
      await test.step(`${width} px wide`, async () => {
        await page.setViewportSize({ ...PHONE, width })
        const text = header.accountText("Account")
        await expectWithinWidth(page, text)
        expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
        const logo = (await header.logo.boundingBox())!
        expect((await text.boundingBox())!.x).toBeGreaterThan(logo.x + logo.width)
      })
    }
  })

  test("a product's price and Add To Bag are on the first screen, and the bar adds to the bag", async ({ page, request, cartDrawer: drawer }) => {
    const [product] = (await productList(request, { limit: 1, name: "kiondo" })).products
    await page.goto(`/#/product/${product.slug}`)
    const bar = page.getByTestId("sticky-add-bar")
    await expect(bar).toBeVisible()
    await expect(bar).toContainText(kes(product.price))
    const box = (await bar.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    // The page's own price sits under the photo and the name, on the first screen too.
    const price = page.getByRole("main").getByText(kes(product.price), { exact: true }).first()
    expect((await price.boundingBox())!.y).toBeLessThan(PHONE.height)
    await bar.getByRole("button", { name: `Add To Bag: ${product.name}` }).click()
    await expect(drawer.item(product.name)).toBeVisible()
  })

  test("a signed-in member's header shows their first name, so the two headers differ", async ({ page, asMember, header }) => {
    await page.goto("/")
    await expectWithinWidth(page, header.accountText(asMember.firstName))
    await expect(header.root.getByRole("button", { name: "Account", exact: true })).toHaveCount(0)
  })

  test("types exact prices beside the slider, and the slider's handles push each other", async ({ page, request, shopPage: shop }) => {
    await shop.goto("/shop")
    await shop.waitForResults()
    await shop.filtersButton.click()
    await expect(shop.filtersDrawer).toBeVisible()

    await test.step("Min and max boxes filter the list, as the slider does (URL, request)", async () => {
      await expect(shop.minPriceBox).toHaveValue("1")
      await expect(shop.maxPriceBox).toHaveValue("100000")
      const filtered = shop.nextProductList((q) => q.get("min") === "500" && q.get("max") === "5000")
      await shop.minPriceBox.fill("500")
      await shop.maxPriceBox.fill("5,000")
      await shop.maxPriceBox.press("Enter")
      await filtered
      await expect(page).toHaveURL(/#\/shop\?min=500&max=5000$/)
      await expect(shop.minPriceHandle).toHaveAttribute("aria-valuenow", "500")
      await expect(shop.maxPriceHandle).toHaveAttribute("aria-valuenow", "5000")
      await expect(shop.maxPriceBox).toHaveValue("5000")
      const expected = await productList(request, { min: 500, max: 5000 })
      await expect(shop.showing).toContainText(`of ${expected.count} products`)
    })

    await test.step("Dragging the min handle past the max handle pushes it along, 10 apart", async () => {
      await shop.maxPriceBox.fill("20000")
      await shop.maxPriceBox.press("Enter")
      await shop.minPriceBox.fill("1000")
      await shop.minPriceBox.press("Enter")
      await expect(page).toHaveURL(/#\/shop\?min=1000&max=20000$/)

      const min = (await shop.minPriceHandle.boundingBox())!
      const max = (await shop.maxPriceHandle.boundingBox())!
      await page.mouse.move(min.x + min.width / 2, min.y + min.height / 2)
      await page.mouse.down()
      await page.mouse.move(max.x + max.width / 2 + 80, min.y + min.height / 2, { steps: 8 })
      await page.mouse.up()

      const low = Number(await shop.minPriceHandle.getAttribute("aria-valuenow"))
      const high = Number(await shop.maxPriceHandle.getAttribute("aria-valuenow"))
      expect(low).toBeGreaterThan(20_000)
      expect(high - low).toBe(10)
      const filtered = await productList(request, { min: low, max: high })
      await expect(page).toHaveURL(new RegExp(`#/shop\\?min=${low}&max=${high}$`))
      await expect(shop.showing.or(shop.emptyState)).toContainText(filtered.count ? `of ${filtered.count} products` : "no products found.")
    })
  })

  test("an admin's dashboard menu scrolls the current section into view", async ({ page, asAdmin, dashboard }) => {
    void asAdmin
    for (const [path, section] of [
      ["/merchant", /^Merchants/],
      ["/wishlist", /^Wishlist/],
      ["/security", /^Account Security/],
    ] as const) {
      await test.step(`/dashboard${path}: '${section.source.slice(1)}' is on screen`, async () => {
        await dashboard.goto(path)
        await expect(dashboard.activeMenuLink).toHaveText(section)
        await expect(dashboard.activeMenuLink).toBeInViewport({ ratio: 1 })
        await expectWithinWidth(page, dashboard.activeMenuLink)
        // Only the menu scrolled: the page itself did not move sideways.
        expect(await page.evaluate(() => window.scrollX)).toBe(0)
      })
    }
  })
})
