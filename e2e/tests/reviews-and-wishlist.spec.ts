import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { newAccount, registerMember, seededAdmin } from "../support/accounts"
import { api, placeOrder, type Product } from "../support/api"

/** No other journey orders, reviews or likes these. */
const REVIEWED_SLUG = "kilima-thermos-flask-2l"
const REVIEWED_BRAND = "kilima-kitchen"
const LIKED_SLUG = "shamba-fresh-raw-honey-500g"
const ADDED = "Your review has been added successfully and will appear when approved!"
/** The buyer of every test: registered once, signed in through the API by each test that needs them. */
const REVIEWER = { ...newAccount("Njeri"), password: "secret-pass-1" }

test.describe("A buyer reviews a delivered product, an admin approves it; the buyer keeps a wishlist", () => {
  // Several page loads and an order per test: more than the default minute on a busy machine.
  test.describe.configure({ mode: "serial", timeout: 180_000 })

  let product: Product
  let orderId: string
  const title = `Keeps chai hot ${Date.now()}`
  test.use({ member: REVIEWER })

  test.beforeAll(async ({ request }) => {
    product = (await api<{ product: Product }>(request, "get", `/api/product/item/${REVIEWED_SLUG}`)).product
    expect(product.totalReviews).toBe(0)
    const { token: memberToken } = await registerMember(request, REVIEWER)

    orderId = await placeOrder(request, memberToken, product)
  })

  test("the admin marks the line Delivered; the buyer follows 'Reivew Product' and publishes a review", async ({
    page,
    openBrowserAs,
    asMember,
    orderPage: order,
    productPage,
    notices,
  }) => {
    await test.step("the admin marks the line Delivered", async () => {
      const { page: adminPage, orderPage: adminOrder } = await openBrowserAs(seededAdmin())
      await adminOrder.goto(orderId)
      await adminOrder.statusSelect(product.name).selectOption("Delivered")
      await expect(adminOrder.itemStatus(product.name)).toHaveText("Delivered")
      await adminPage.context().close()
    })

    await test.step("'Reivew Product' opens the product page at its review form", async () => {
      await order.goto(orderId)
      await order.reviewLink(product.name).click()
      await expect(page).toHaveURL(new RegExp(`#/product/${REVIEWED_SLUG}#add-review$`))
      await expect(productPage.reviewForm).toBeInViewport()
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("the review is published and waits for approval", async () => {
      await productPage.writeReview({ title, comment: "Tea still <b>hot</b> after six hours.", stars: 5, recommend: "Yes" })
      await expect(notices.notice(ADDED)).toBeVisible()
      await expect(productPage.reviewForm.getByLabel("Title")).toHaveValue("")
      await page.reload()
      await expect(productPage.ratingSection).toContainText("Be the first to add a review.")
      await expect(productPage.review(title)).toHaveCount(0)
    })
  })

  test("the admin approves it in /dashboard/review and the queue count drops", async ({
    page,
    asAdmin,
    reviewsDashboard: reviews,
  }) => {
    let waiting = 0

    await test.step("the review waits in the queue with Approve and Reject", async () => {
      await reviews.goto()
      await expect(reviews.heading).toBeVisible()
      await expect(reviews.action(title, "Approve")).toBeVisible()
      await expect(reviews.action(title, "Reject")).toBeVisible()
      await expect(reviews.menuCount).toHaveText(/^\d+ waiting$/)
      waiting = Number((await reviews.menuCount.textContent())?.match(/\d+/)?.[0])
      expect(waiting).toBeGreaterThan(0)
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("Approve: the card says Approved and the menu count drops by one", async () => {
      await reviews.action(title, "Approve").click()
      await expect(reviews.action(title, "Approve")).toHaveCount(0)
      await expect(reviews.card(title).getByText("Approved", { exact: true })).toBeVisible()
      await expect(reviews.menuCount).toHaveText(`${waiting - 1} waiting`)
    })
  })

  test("the review shows with 'Verified purchase' and the card's rating changes", async ({ productPage, shopPage: shop }) => {
    await test.step("the product page shows the review as a verified purchase", async () => {
      await productPage.goto(REVIEWED_SLUG)
      await expect(productPage.review(title)).toContainText("Verified purchase")
      await expect(productPage.ratingSection).toContainText("based on 1 reviews.")
    })

    await test.step("the brand's shop page shows the card's new rating", async () => {
      await shop.goto(`/shop/brand/${REVIEWED_BRAND}`)
      await expect(shop.productCard(product.name)).toContainText("5.0")
    })
  })

  test("the buyer likes a product, finds it in /dashboard/wishlist and removes it", async ({
    page,
    request,
    asMember,
    productPage,
    wishlistPage: wishlist,
  }) => {
    const { name } = (await api<{ product: Product }>(request, "get", `/api/product/item/${LIKED_SLUG}`)).product

    await test.step("like it on its product page", async () => {
      await productPage.goto(LIKED_SLUG)
      await expect(productPage.name).toHaveText(name)
      await expect(productPage.likeButton(name)).toHaveAttribute("aria-pressed", "false")
      await productPage.likeButton(name).click()
      await expect(productPage.likeButton(name)).toHaveAttribute("aria-pressed", "true")
    })

    await test.step("find it in the wishlist", async () => {
      await wishlist.goto()
      await expect(wishlist.heading).toBeVisible()
      await expect(wishlist.row(name)).toContainText("Wishlist Added on")
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("remove it: the wishlist is empty", async () => {
      await wishlist.removeButton(name).click()
      await expect(wishlist.emptyText).toBeVisible()
    })
  })
})
