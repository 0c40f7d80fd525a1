import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { kes } from "../support/money"

type Product = { _id: string; name: string; slug: string; price: number; quantity: number }
type Category = { name: string; slug: string }

/** A seeded product whose name alone contains 'jik' (stock 400 → cap 25). */
const SLUG = "kilima-energy-saving-jiko"
const SEARCH = "Jik"

test.describe("A visitor finds a product and uses the cart", () => {
  let product: Product

  test.beforeAll(async ({ request }) => {
    const response = await request.get(`/api/product/item/${SLUG}`)
    expect(response.ok()).toBeTruthy()
    product = ((await response.json()) as { product: Product }).product
    expect(product.quantity).toBeGreaterThan(100)
    expect(product.quantity).toBeLessThan(500)
  })

  test("search suggests products after 3 letters and opens the chosen one", async ({ page, header, productPage }) => {
    const searches: string[] = []
    page.on("request", (request) => {
      if (request.url().includes("/api/product/list/search/")) searches.push(decodeURIComponent(request.url().split("/search/")[1]))
    })

    await test.step("Two letters ask nothing of the server", async () => {
      await page.goto("/")
      await header.typeSearch(SEARCH.slice(0, 2))
      await page.waitForTimeout(1300)
      expect(searches).toEqual([])
      await expect(header.suggestions).toBeHidden()
    })

    await test.step("The third letter brings the suggestions; choosing one opens its page", async () => {
      await header.searchInput.press(SEARCH[2])
      const option = header.suggestion(product.name)
      await expect(option).toBeVisible()
      await expect(option).toContainText(kes(product.price))
      await expect(option.locator("img")).toHaveAttribute("src", /^\/api\/files\//)
      await expect(header.searchInput).toHaveAttribute("aria-expanded", "true")
      expect(searches).toEqual([SEARCH])

      await option.click()
      await expect(page).toHaveURL(new RegExp(`#/product/${SLUG}$`))
      await expect(productPage.name).toHaveText(product.name)
      await expect(header.searchInput).toHaveValue("")
      await expect(header.suggestions).toBeHidden()
    })
  })

  test("Enter opens the highlighted suggestion, else the shop list filtered by the text", async ({ page, header, shopPage }) => {
    await test.step("Enter on a highlighted suggestion opens it", async () => {
      await page.goto("/")
      await header.typeSearch(SEARCH)
      await expect(header.suggestion(product.name)).toBeVisible()
      await header.searchInput.press("ArrowDown")
      await expect(header.suggestion(product.name)).toHaveAttribute("aria-selected", "true")
      await header.searchInput.press("Enter")
      await expect(page).toHaveURL(new RegExp(`#/product/${SLUG}$`))
    })

    await test.step("Enter with nothing highlighted opens the shop list filtered by the text, typo and all", async () => {
      const typo = "charcol jiko"
      const list = shopPage.nextProductList((query) => query.get("name") === typo)
      await header.typeSearch(typo)
      await header.searchInput.press("Enter")
      expect((await list).status()).toBe(200)
      await expect(page).toHaveURL(/#\/shop\?name=charcol\+jiko$/)
      await expect(shopPage.title).toHaveText(`Results for “${typo}”`)
      await shopPage.waitForResults()
      await expect(shopPage.productCard(product.name)).toBeVisible()
      // The results page keeps the query in the box.
      await expect(header.searchInput).toHaveValue(typo)
    })
  })

  test("adds within the stock cap, shows the drawer and badge, removes, and keeps the cart over a reload", async ({
    page,
    header,
    productPage,
    cartDrawer: drawer,
  }) => {
    const total = kes(product.price * 2)

    await test.step("The product page, in stock, with an empty bag", async () => {
      await productPage.goto(SLUG)
      await expect(productPage.name).toHaveText(product.name)
      await expect(productPage.stockLabel).toHaveText("In stock")
      await expect(header.cartBadge).toBeHidden()
    })

    await test.step("Above the cap (stock 100–499 → 25): inline message, nothing added", async () => {
      await productPage.quantityInput.fill("26")
      await expect(productPage.quantityMessage("Quantity may not be greater than 25.")).toBeVisible()
      await productPage.addToBagButton.click()
      await expect(drawer.root).toBeHidden()
      await productPage.quantityInput.fill("0")
      await expect(productPage.quantityMessage("Quantity must be at least 1.")).toBeVisible()
    })

    await test.step("Two go into the bag: the drawer opens with the line and the total", async () => {
      await productPage.quantityInput.fill("2")
      await expect(productPage.quantityMessage("Quantity must be at least 1.")).toBeHidden()
      await productPage.addToBagButton.click()

      await expect(drawer.root).toBeVisible()
      await expect(drawer.item(product.name)).toBeVisible()
      await expect(drawer.item(product.name)).toContainText(kes(product.price * 2))
      await expect(drawer.item(product.name)).toContainText("Quantity: 2")
      await expect(drawer.item(product.name).getByRole("img", { name: product.name })).toBeVisible()
      await expect(drawer.total).toContainText(total)
      await expect(header.cartBadge).toHaveText("1")
      await expect(productPage.removeFromBagButton).toBeVisible()
    })

    await test.step("The bag's − and + change the quantity; the unit price stays", async () => {
      const line = drawer.item(product.name)
      await expect(line).toContainText(`${kes(product.price)} each`)
      await line.getByRole("button", { name: `One more ${product.name}` }).click()
      await expect(line).toContainText("Quantity: 3")
      await expect(line).toContainText(kes(product.price * 3))
      await line.getByRole("button", { name: `One less ${product.name}` }).click()
      await expect(line).toContainText("Quantity: 2")
      await expect(drawer.total).toContainText(total)
    })

    await test.step("Remove from the drawer", async () => {
      await drawer.removeButton(product.name).click()
      await expect(drawer.emptyText).toBeVisible()
      await expect(header.cartBadge).toBeHidden()
      await expect(productPage.addToBagButton).toBeVisible()
    })

    await test.step("Add again; the cart survives a reload (browser storage)", async () => {
      await drawer.closeButton.click()
      await expect(drawer.root).toBeHidden()
      await productPage.addToBagButton.click()
      await expect(drawer.item(product.name)).toBeVisible()
      const stored = await page.evaluate(() => ({
        items: JSON.parse(localStorage.getItem("cart_items") ?? "[]"),
        total: localStorage.getItem("cart_total"),
      }))
      expect(stored.items).toEqual([expect.objectContaining({ _id: product._id, slug: SLUG, quantity: 2, price: product.price })])
      expect(Number(stored.total)).toBe(product.price * 2)

      await page.reload()
      await expect(productPage.name).toHaveText(product.name)
      await expect(header.cartBadge).toHaveText("1")
      await expect(productPage.removeFromBagButton).toBeVisible()
      await header.cartButton.click()
      await expect(drawer.item(product.name)).toBeVisible()
      await expect(drawer.total).toContainText(total)
    })

    await test.step("Signed out, checkout asks to log in", async () => {
      await drawer.proceedToCheckout.click()
      await expect(page.getByText("Please Login to proceed to checkout")).toBeVisible()
      await expect(page).toHaveURL(/#\/login$/)
      await expect(drawer.root).toBeHidden()
    })
  })

  test("the category menu and the cart drawer are mutually exclusive and close with Escape", async ({
    page,
    request,
    header,
    cartDrawer: drawer,
  }) => {
    const { categories } = (await (await request.get("/api/category/list")).json()) as { categories: Category[] }

    await test.step("Opening one closes the other", async () => {
      await page.goto("/")
      await header.menuButton.click()
      await expect(header.categoryMenu).toBeVisible()
      await expect(header.menuButton).toHaveAttribute("aria-expanded", "true")
      await expect(header.categoryLink(categories[0].name)).toHaveAttribute("href", `#/shop/category/${categories[0].slug}`)

      await header.cartButton.click()
      await expect(drawer.root).toBeVisible()
      await expect(header.categoryMenu).toBeHidden()
      await expect(header.menuButton).toHaveAttribute("aria-expanded", "false")
      await expect(drawer.emptyText).toBeVisible()

      await header.menuButton.click()
      await expect(header.categoryMenu).toBeVisible()
      await expect(drawer.root).toBeHidden()
    })

    await test.step("Escape closes either and gives focus back to its button", async () => {
      await page.keyboard.press("Escape")
      await expect(header.categoryMenu).toBeHidden()
      await expect(header.menuButton).toBeFocused()

      await header.cartButton.click()
      await expect(drawer.root).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(drawer.root).toBeHidden()
      await expect(header.cartButton).toBeFocused()
    })

    await test.step("A category link opens that shop page and closes the menu", async () => {
      await header.menuButton.click()
      await header.categoryLink(categories[0].name).click()
      await expect(page).toHaveURL(new RegExp(`#/shop/category/${categories[0].slug}$`))
      await expect(header.categoryMenu).toBeHidden()
    })
  })

  test("the home and product pages have no serious or critical accessibility violations", async ({
    page,
    header,
    productPage,
    cartDrawer,
  }) => {
    await test.step("The home page", async () => {
      await page.goto("/")
      await expect(page.getByRole("region").first()).toBeVisible()
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("The product page with its ratings and add-ons", async () => {
      await productPage.goto(SLUG)
      await expect(productPage.name).toHaveText(product.name)
      await expect(productPage.ratingSection).toBeVisible()
      await expect(productPage.addons).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("With the cart drawer open", async () => {
      await productPage.addToBagButton.click()
      await expect(cartDrawer.root).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await expect(header.cartBadge).toHaveText("1")
    })
  })
})
