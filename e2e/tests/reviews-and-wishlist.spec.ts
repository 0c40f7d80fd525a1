import type { APIRequestContext, Browser, Page } from "@playwright/test"
import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { Notices } from "../pages/notices"
import { OrderPage } from "../pages/order-page"
import { ProductPage } from "../pages/product-page"
import { ReviewsDashboard } from "../pages/reviews-dashboard"
import { ShopPage } from "../pages/shop-page"
import { WishlistPage } from "../pages/wishlist-page"

/** No other journey orders, reviews or likes these. */
const REVIEWED_SLUG = "kilima-thermos-flask-2l"
const REVIEWED_BRAND = "kilima-kitchen"
const LIKED_SLUG = "shamba-fresh-raw-honey-500g"
const ADDED = "Your review has been added successfully and will appear when approved!"

type Product = { _id: string; name: string; price: number; taxable: boolean; totalReviews: number }

async function api<T>(request: APIRequestContext, method: "get" | "post" | "put", path: string, token?: string, data?: unknown) {
  const response = await request[method](path, { data, headers: token ? { Authorization: token } : {} })
  expect(response.ok(), `${method} ${path}`).toBeTruthy()
  return (await response.json()) as T
}

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.SHOP_URL })
  const page = await context.newPage()
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token)
  return page
}

/** The product card on a shop page, by its product's name. */
const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) })

test.describe("A buyer reviews a delivered product, an admin approves it; the buyer keeps a wishlist", () => {
  // Several page loads and an order per test: more than the default minute on a busy machine.
  test.describe.configure({ mode: "serial", timeout: 180_000 })

  let product: Product
  let memberToken: string
  let adminToken: string
  let orderId: string
  const title = `Keeps chai hot ${Date.now()}`

  test.beforeAll(async ({ request }) => {
    product = (await api<{ product: Product }>(request, "get", `/api/product/item/${REVIEWED_SLUG}`)).product
    expect(product.totalReviews).toBe(0)
    const email = `reviewer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
    memberToken = (
      await api<{ token: string }>(request, "post", "/api/auth/register", undefined, {
        isSubscribed: false, email, firstName: "Njeri", lastName: "Mwangi", password: "secret-pass-1",
      })
    ).token
    adminToken = (
      await api<{ token: string }>(request, "post", "/api/auth/login", undefined, {
        email: process.env.SHOP_ADMIN_EMAIL, password: process.env.SHOP_ADMIN_PASSWORD,
      })
    ).token

    const { cartId } = await api<{ cartId: string }>(request, "post", "/api/cart/add", memberToken, {
      products: [{ product: product._id, quantity: 1, variant: null, price: product.price, taxable: product.taxable }],
    })
    orderId = (await api<{ order: { _id: string } }>(request, "post", "/api/order/add", memberToken, { cartId, total: product.price, message: "" })).order._id
  })

  test("the admin marks the line Delivered; the buyer follows 'Reivew Product' and publishes a review", async ({ browser, page }) => {
    await test.step("the admin marks the line Delivered", async () => {
      const adminPage = await signedInPage(browser, adminToken)
      const order = new OrderPage(adminPage)
      await order.goto(orderId)
      await order.statusSelect(product.name).selectOption("Delivered")
      await expect(order.itemStatus(product.name)).toHaveText("Delivered")
      await adminPage.context().close()
    })

    const order = new OrderPage(page)
    const productPage = new ProductPage(page)
    await page.addInitScript((value) => window.localStorage.setItem("token", value), memberToken)

    await test.step("'Reivew Product' opens the product page at its review form", async () => {
      await order.goto(orderId)
      await order.reviewLink(product.name).click()
      await expect(page).toHaveURL(new RegExp(`#/product/${REVIEWED_SLUG}#add-review$`))
      await expect(productPage.reviewForm).toBeInViewport()
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("the review is published and waits for approval", async () => {
      await productPage.writeReview({ title, comment: "Tea still <b>hot</b> after six hours.", stars: 5, recommend: "Yes" })
      await expect(new Notices(page).notice(ADDED)).toBeVisible()
      await expect(productPage.reviewForm.getByLabel("Title")).toHaveValue("")
      await page.reload()
      await expect(productPage.ratingSection).toContainText("Be the first to add a review.")
      await expect(productPage.review(title)).toHaveCount(0)
    })
  })

  test("the admin approves it in /dashboard/review and the queue count drops", async ({ browser }) => {
    const page = await signedInPage(browser, adminToken)
    const reviews = new ReviewsDashboard(page)

    await reviews.goto()
    await expect(reviews.heading).toBeVisible()
    await expect(reviews.action(title, "Approve")).toBeVisible()
    await expect(reviews.action(title, "Reject")).toBeVisible()
    await expect(reviews.menuCount).toHaveText(/^\d+ waiting$/)
    const waiting = Number((await reviews.menuCount.textContent())?.match(/\d+/)?.[0])
    expect(waiting).toBeGreaterThan(0)
    expect(await seriousViolations(page)).toEqual([])

    await reviews.action(title, "Approve").click()
    await expect(reviews.action(title, "Approve")).toHaveCount(0)
    await expect(reviews.card(title).getByText("Approved", { exact: true })).toBeVisible()
    await expect(reviews.menuCount).toHaveText(`${waiting - 1} waiting`)
    await page.context().close()
  })

  test("the review shows with 'Verified purchase' and the card's rating changes", async ({ page }) => {
    const productPage = new ProductPage(page)
    await productPage.goto(REVIEWED_SLUG)
    await expect(productPage.review(title)).toContainText("Verified purchase")
    await expect(productPage.ratingSection).toContainText("based on 1 reviews.")

    const shop = new ShopPage(page)
    await shop.goto(`/shop/brand/${REVIEWED_BRAND}`)
    await expect(card(page, product.name)).toContainText("5.0")
  })

  test("the buyer likes a product, finds it in /dashboard/wishlist and removes it", async ({ page, request }) => {
    const productPage = new ProductPage(page)
    const wishlist = new WishlistPage(page)
    await page.addInitScript((value) => window.localStorage.setItem("token", value), memberToken)

    const { name } = (await api<{ product: Product }>(request, "get", `/api/product/item/${LIKED_SLUG}`)).product
    await productPage.goto(LIKED_SLUG)
    await expect(productPage.name).toHaveText(name)
    await expect(productPage.likeButton(name)).toHaveAttribute("aria-pressed", "false")
    await productPage.likeButton(name).click()
    await expect(productPage.likeButton(name)).toHaveAttribute("aria-pressed", "true")

    await wishlist.goto()
    await expect(wishlist.heading).toBeVisible()
    await expect(wishlist.row(name)).toContainText("Wishlist Added on")
    expect(await seriousViolations(page)).toEqual([])

    await wishlist.removeButton(name).click()
    await expect(wishlist.emptyText).toBeVisible()
  })
})
