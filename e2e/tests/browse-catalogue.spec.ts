import { test, expect } from "../support/fixtures"
import { kes } from "../support/money"

type Category = { name: string; slug: string; description: string }
type Product = { name: string; slug: string; sku: string; price: number; images: string[] }

test.describe("A visitor browses the catalogue", () => {
  test("the home page shows a block per category with up to 8 product cards", async ({ homePage, request, page }) => {
    const { categories } = (await (await request.get("/api/category/list")).json()) as { categories: Category[] }
    expect(categories.length).toBeGreaterThanOrEqual(6)

    await homePage.goto()

    for (const category of categories) {
      const block = await homePage.scrolledToBlock(category.name)
      await expect(block).toBeVisible()
      await expect(block.getByText(category.description)).toBeVisible()
      const cards = homePage.productCards(block)
      await expect(cards.first()).toBeVisible()
      expect(await cards.count()).toBeLessThanOrEqual(8)
      await expect(homePage.viewAllLink(block)).toHaveAttribute("href", `#/shop/category/${category.slug}`)
    }

    const firstCard = homePage.productCards(homePage.categoryBlock(categories[0].name)).first()
    await expect(firstCard).toContainText(/Kes\. \d/)
    await expect(homePage.productLink(firstCard)).toHaveAttribute("href", /^#\/product\/[a-z0-9-]+$/)
    await expect(firstCard.locator("img")).toHaveAttribute("src", /^\/api\/files\/.+\.jpg$/)
    const image = firstCard.locator("img")
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(page).toHaveTitle(/Duka/)
  })

  test("opening a product card shows the product's name, sku, price and images", async ({
    homePage,
    productPage,
    request,
    page,
  }) => {
    const { categories } = (await (await request.get("/api/category/list")).json()) as { categories: Category[] }
    await homePage.goto()
    const card = homePage.productLink(homePage.productCards(homePage.categoryBlock(categories[0].name)).first())
    const href = (await card.getAttribute("href"))!
    const slug = href.split("/product/")[1]
    const { product } = (await (await request.get(`/api/product/item/${slug}`)).json()) as { product: Product }

    await card.click()

    await expect(page).toHaveURL(new RegExp(`#/product/${slug}$`))
    await expect(productPage.name).toHaveText(product.name)
    await expect(productPage.details).toContainText(product.sku)
    await expect(productPage.details).toContainText(kes(product.price))
    await expect(productPage.images.first()).toHaveAttribute("src", `/api/files/${product.images[0]}`)
  })

  test("an unknown product shows the empty state", async ({ productPage, page }) => {
    await productPage.goto("no-such-product")
    await expect(page.getByText("no product found.")).toBeVisible()
  })

  test("an unknown route shows the not-found page", async ({ page, notFoundPage }) => {
    await page.goto("/#/this/route/does-not-exist")
    await expect(notFoundPage.message).toBeVisible()

    await page.goto("/not-a-storefront-path")
    await expect(notFoundPage.message).toBeVisible()
  })
})
