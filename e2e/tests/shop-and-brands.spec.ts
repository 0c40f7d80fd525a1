import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { PRODUCT_PAGE_SIZE, productList, type ProductList } from "../support/api"

type Category = { name: string; slug: string; description: string }
type Brand = { name: string; slug: string; description: string }

const pricesOf = (list: ProductList) => list.products.map((product) => product.price)

const showingText = (page: number, onPage: number, count: number) => {
  const from = PRODUCT_PAGE_SIZE * (page - 1) + 1
  return `Showing: ${from}-${from + onPage - 1} products of ${count} products`
}

test.describe("A visitor shops with filters", () => {
  test("View All on the home page opens the category's shop page", async ({ page, request, homePage, shopPage: shop }) => {
    const { categories } = (await (await request.get("/api/category/list")).json()) as { categories: Category[] }
    const category = categories[0]
    const expected = await productList(request, { category: category.slug })

    await homePage.goto()
    await homePage.viewAllLink(homePage.categoryBlock(category.name)).click()

    await expect(page).toHaveURL(new RegExp(`#/shop/category/${category.slug}$`))
    await expect(shop.title).toHaveText(category.name)
    await expect(page).toHaveTitle(new RegExp(category.name))
    await expect(shop.showing).toHaveText(showingText(1, expected.products.length, expected.count))
    await expect(shop.productCards).toHaveCount(expected.products.length)
    await expect(shop.shownMinPrice).toHaveText("Kes. 1")
    await expect(shop.shownMaxPrice).toHaveText("Kes. 100,000")
    await expect(shop.ratingHandle).toHaveAttribute("aria-valuetext", "Any")
    await expect(shop.sortSelect).toHaveValue("0")
  })

  test("the price slider, driven by keyboard, filters the list and the filters survive a reload", async ({
    page,
    request,
    shopPage: shop,
  }) => {
    await shop.goto("/shop")
    await shop.waitForResults()

    await test.step("The price handles, by keyboard, filter the list", async () => {
      // Min: Page Up once (1 → 1001). Max: Page Down 90 times (100000 → 10000), Shift+Left (→ 9900).
      const filtered = shop.nextProductList((q) => q.get("min") === "1001" && q.get("max") === "9900")
      await shop.pressOn(shop.minPriceHandle, "PageUp")
      await shop.pressOn(shop.maxPriceHandle, "PageDown", 90)
      await shop.pressOn(shop.maxPriceHandle, "Shift+ArrowLeft")
      await filtered

      await expect(shop.shownMinPrice).toHaveText("Kes. 1,001")
      await expect(shop.shownMaxPrice).toHaveText("Kes. 9,900")
      await expect(shop.minPriceHandle).toHaveAttribute("aria-valuetext", "Kes. 1,001")
      await expect(shop.maxPriceHandle).toHaveAttribute("aria-valuetext", "Kes. 9,900")
      await expect(page).toHaveURL(/#\/shop\?min=1001&max=9900$/)

      const expected = await productList(request, { min: 1001, max: 9900 })
      expect(expected.count).toBeGreaterThan(0)
      await expect(shop.showing).toHaveText(showingText(1, expected.products.length, expected.count))
      await expect.poll(() => shop.prices()).toEqual(pricesOf(expected))
      for (const price of await shop.prices()) {
        expect(price).toBeGreaterThanOrEqual(1001)
        expect(price).toBeLessThanOrEqual(9900)
      }
    })

    await test.step("Sorting keeps the price filter; a reload keeps both", async () => {
      const sorted = await productList(request, { min: 1001, max: 9900, order: 2 })
      await shop.sortSelect.selectOption({ label: "Price Low to High" })
      await expect(page).toHaveURL(/#\/shop\?min=1001&max=9900&order=2$/)
      await expect.poll(() => shop.prices()).toEqual(pricesOf(sorted))
      await page.reload()
      await expect(shop.sortSelect).toHaveValue("2")
      await expect(shop.shownMinPrice).toHaveText("Kes. 1,001")
      await expect(shop.shownMaxPrice).toHaveText("Kes. 9,900")
      await expect(shop.minPriceHandle).toHaveAttribute("aria-valuenow", "1001")
      await expect(shop.maxPriceHandle).toHaveAttribute("aria-valuenow", "9900")
      await expect(shop.showing).toHaveText(showingText(1, sorted.products.length, sorted.count))
      await expect.poll(() => shop.prices()).toEqual(pricesOf(sorted))
      const prices = await shop.prices()
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
    })
  })

  test("the rating slider keeps only products rated at least the chosen stars", async ({ page, request, shopPage: shop }) => {
    await shop.goto("/shop")
    await shop.waitForResults()
    await expect(shop.ratingHandle).toHaveAttribute("aria-valuetext", "Any")

    await test.step("Four steps left keep the products rated 4 stars and up", async () => {
      // 'Any' is the right end; each step left raises the minimum: Any → 1 → 2 → 3 → 4 stars.
      const filtered = shop.nextProductList((q) => q.get("rating") === "4")
      await shop.pressOn(shop.ratingHandle, "ArrowLeft", 4)
      const response = await filtered
      expect(response.status(), "the product list accepts the rating filter").toBe(200)

      await expect(shop.ratingHandle).toHaveAttribute("aria-valuetext", "4 stars & up")
      await expect(shop.ratingHandle).toHaveAttribute("aria-valuenow", "20")
      await expect(page).toHaveURL(/#\/shop\?rating=4$/)

      const expected = await productList(request, { rating: 4 })
      if (expected.count === 0) {
        await expect(shop.emptyState).toBeVisible()
      } else {
        await expect(shop.showing).toHaveText(showingText(1, expected.products.length, expected.count))
        await expect.poll(async () => (await shop.ratings()).length).toBe(expected.products.length)
        const ratings = await shop.ratings()
        for (const rating of ratings) {
          expect(rating, "every shown product has an average rating of 4 or more").not.toBeNull()
          expect(rating!).toBeGreaterThanOrEqual(4)
        }
      }
      for (const product of expected.products) expect(product.averageRating).toBeGreaterThanOrEqual(4)
    })

    await test.step("Back to 'Any' with End: the whole catalogue again, and the URL is clean", async () => {
      await shop.pressOn(shop.ratingHandle, "End")
      await expect(page).toHaveURL(/#\/shop$/)
      await expect(shop.ratingHandle).toHaveAttribute("aria-valuetext", "Any")
    })
  })

  test("sorting low to high shows ascending prices, across pages, and a page change keeps the sort", async ({
    page,
    request,
    shopPage: shop,
  }) => {
    const all = await productList(request, {})
    expect(all.totalPages).toBeGreaterThan(1)
    await shop.goto("/shop")
    await shop.waitForResults()
    await expect(shop.showing).toHaveText(showingText(1, all.products.length, all.count))
    await expect(shop.currentPage).toHaveText("1")

    await test.step("Low to high across the first two pages", async () => {
      const lowToHigh = await productList(request, { order: 2 })
      await shop.sortSelect.selectOption({ label: "Price Low to High" })
      await expect(page).toHaveURL(/#\/shop\?order=2$/)
      await expect.poll(() => shop.prices()).toEqual(pricesOf(lowToHigh))
      const firstPage = await shop.prices()
      expect(firstPage.length).toBe(PRODUCT_PAGE_SIZE)
      expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b))

      const second = await productList(request, { order: 2, page: 2 })
      await shop.pageLink(2).click()
      await expect(page).toHaveURL(/#\/shop\?order=2&page=2$/)
      await expect(shop.showing).toHaveText(showingText(2, second.products.length, second.count))
      await expect(shop.currentPage).toHaveText("2")
      await expect.poll(() => shop.prices()).toEqual(pricesOf(second))
      const secondPage = await shop.prices()
      expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b))
      expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage[firstPage.length - 1])
    })

    await test.step("The last page shows the remainder", async () => {
      const last = await productList(request, { order: 2, page: all.totalPages })
      await shop.pageLink(all.totalPages).click()
      await expect(page).toHaveURL(new RegExp(`#/shop\\?order=2&page=${all.totalPages}$`))
      await expect(shop.showing).toHaveText(showingText(all.totalPages, last.products.length, last.count))
      await expect(shop.productCards).toHaveCount(last.products.length)
    })

    await test.step("Changing a filter goes back to page 1", async () => {
      const highToLow = await productList(request, { order: 1 })
      await shop.sortSelect.selectOption({ label: "Price High to Low" })
      await expect(page).toHaveURL(/#\/shop\?order=1$/)
      await expect(shop.currentPage).toHaveText("1")
      await expect.poll(() => shop.prices()).toEqual(pricesOf(highToLow))
      const prices = await shop.prices()
      expect(prices).toEqual([...prices].sort((a, b) => b - a))
    })
  })

  test("a shared link with filters opens the same filtered page; bad values fall back to defaults", async ({
    page,
    request,
    shopPage: shop,
  }) => {
    const { categories } = (await (await request.get("/api/category/list")).json()) as { categories: Category[] }
    const category = categories[0]
    const expected = await productList(request, { category: category.slug, min: 100, max: 50000, order: 1 })

    await shop.goto(`/shop/category/${category.slug}`, "min=100&max=50000&order=1&rating=banana&page=-4")
    await shop.waitForResults()
    await expect(shop.title).toHaveText(category.name)
    await expect(shop.shownMinPrice).toHaveText("Kes. 100")
    await expect(shop.shownMaxPrice).toHaveText("Kes. 50,000")
    await expect(shop.sortSelect).toHaveValue("1")
    await expect(shop.ratingHandle).toHaveAttribute("aria-valuetext", "Any")
    await expect(shop.showing).toHaveText(showingText(1, expected.products.length, expected.count))
  })

  test("an unknown category shows 'no products found.'", async ({ page, shopPage: shop }) => {
    await shop.goto("/shop/category/no-such-category")
    await expect(shop.emptyState).toBeVisible()
    await expect(shop.showing).toHaveCount(0)
    await expect(shop.pagination).toHaveCount(0)
  })

  test("the shop page passes axe (WCAG 2.2 AA) with filters and pagination on screen", async ({ page, shopPage: shop }) => {
    await shop.goto("/shop", "order=2&page=2")
    await shop.waitForResults()
    await expect(shop.pagination).toBeVisible()

    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe("A visitor shops by brand", () => {
  test("/brands lists every brand and a brand card opens that brand's shop", async ({
    page,
    request,
    shopPage: shop,
    brandsPage,
  }) => {
    const { brands } = (await (await request.get("/api/brand/list")).json()) as { brands: Brand[] }
    expect(brands.length).toBeGreaterThan(0)

    await test.step("/brands lists every brand with its link and description", async () => {
      await brandsPage.goto()
      await expect(brandsPage.title).toBeVisible()
      await expect(brandsPage.cards).toHaveCount(brands.length)
      for (const brand of brands) {
        await expect(brandsPage.link(brand.name)).toHaveAttribute("href", `#/shop/brand/${brand.slug}`)
        if (brand.description) await expect(brandsPage.card(brand.name)).toContainText(brand.description)
      }
    })

    await test.step("A brand card opens that brand's shop", async () => {
      const brand = brands[0]
      const expected = await productList(request, { brand: brand.slug })
      await brandsPage.link(brand.name).click()
      await expect(page).toHaveURL(new RegExp(`#/shop/brand/${brand.slug}$`))
      await expect(shop.title).toHaveText(brand.name)
      await shop.waitForResults()
      if (expected.count === 0) {
        await expect(shop.emptyState).toBeVisible()
      } else {
        await expect(shop.showing).toHaveText(showingText(1, expected.products.length, expected.count))
        await expect(shop.productCards).toHaveCount(expected.products.length)
      }

      expect(await seriousViolations(page)).toEqual([])
    })
  })

  test("the brands page passes axe (WCAG 2.2 AA)", async ({ page, brandsPage }) => {
    await brandsPage.goto()
    await expect(brandsPage.cards.first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
