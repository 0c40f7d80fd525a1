import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { newAccount, registerMember } from "../support/accounts"
import { readOrder, readProduct, type Order, type Product } from "../support/api"
import { kes } from "../support/money"

/** A taxable product (stock 70 → up to 5 per order) and a non-taxable add-on. */
const MAIN_SLUG = "kilima-two-speed-blender"
const MAIN_QUANTITY = 2
const ADDON_SLUG = "zawadi-greeting-card"
const MESSAGE = "Happy birthday, Amani!"
/** Kenya's 16% VAT, contained in the shown prices (PRICES_INCLUDE_VAT, the default). */
const VAT_PERCENT = 16
/** The buyer of the whole journey: registered once, signed in through the API by each test. */
const BUYER = { ...newAccount("Amani"), lastName: "Otieno", password: "secret-pass-1" }

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100
/** The VAT inside a line: price × quantity × 16/116, rounded to the cent; none on zero-rated products. */
const lineTax = (product: Product, quantity: number) =>
  product.taxable ? round2((product.price * quantity * VAT_PERCENT) / (100 + VAT_PERCENT)) : 0
/** Today as the shop dates an order: English (US) long format in the shop's time zone (SHOP_TIME_ZONE, default Nairobi). */
const today = () =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: process.env.SHOP_TIME_ZONE || "Africa/Nairobi" }).format(new Date())

test.describe("A member checks out and manages the order; an admin delivers it", () => {
  test.describe.configure({ mode: "serial" })

  let main: Product
  let addon: Product
  let orderId: string
  test.use({ member: BUYER })

  test.beforeAll(async ({ request }) => {
    main = await readProduct(request, MAIN_SLUG)
    addon = await readProduct(request, ADDON_SLUG)
    expect(main.isAddon).toBe(false)
    expect(addon.isAddon).toBe(true)

    const buyer = await registerMember(request, BUYER)
    expect(buyer.token).toMatch(/^Bearer /)
  })

  test("places an order from the cart drawer with an add-on message", async ({
    page,
    asMember,
    productPage,
    cartDrawer: drawer,
    checkoutSheet: sheet,
    header,
    orderSuccessPage: success,
  }) => {
    await test.step("The blender and the add-on go into the bag; the add-on brings the message box", async () => {
      await productPage.goto(MAIN_SLUG)
      await expect(productPage.name).toHaveText(main.name)
      await productPage.quantityInput.fill(String(MAIN_QUANTITY))
      await productPage.addToBagButton.click()
      await expect(drawer.item(main.name)).toBeVisible()
      await expect(drawer.orderMessage).toBeHidden()
      await drawer.closeButton.click()

      await productPage.goto(ADDON_SLUG)
      await expect(productPage.name).toHaveText(addon.name)
      await productPage.addToBagButton.click()
      await expect(drawer.item(addon.name)).toBeVisible()
      await expect(drawer.total).toContainText(kes(main.price * MAIN_QUANTITY + addon.price))
      await drawer.orderMessage.fill(MESSAGE)
      await expect(drawer.proceedToCheckout).toBeHidden()
    })

    await test.step("Place Order → the checkout sheet (a new address, the rider's phone) → the success page", async () => {
      await drawer.root.getByRole("button", { name: "Place Order" }).click()
      await sheet.fillNewAddress({ county: "Nairobi", town: "Nairobi", street: "Kimathi Street 12" })
      await sheet.phone.fill("0712 345 678")
      await sheet.payOnDelivery.check()
      await expect(sheet.placeButton).toHaveText(`Place order · ${kes(main.price * MAIN_QUANTITY + addon.price)}`)
      const created = page.waitForResponse((response) => response.url().endsWith("/api/cart/add") && response.ok())
      await sheet.placeButton.click()
      await created
      await expect(page).toHaveURL(/#\/order\/success\/[^/?]+$/)
      orderId = decodeURIComponent(page.url().split("/order/success/")[1])

      await expect(success.heading).toBeVisible()
      await expect(success.orderLink).toHaveAttribute("href", `#/order/${orderId}?success`)
      // The order's number, never its internal id.
      await expect(success.main).toContainText(/Order DK-\d+ has been placed\./)
      await expect(success.main).not.toContainText(orderId)
      await expect(success.main).toContainText("A confirmation email will be sent to you shortly.")
      await expect(success.manageOrders).toHaveAttribute("href", "#/dashboard/orders")
      await expect(success.continueShopping).toHaveAttribute("href", "#/shop")
    })

    await test.step("The cart is cleared, server cart id included", async () => {
      await expect(header.cartBadge).toBeHidden()
      expect(await page.evaluate(() => [localStorage.getItem("cart_items"), localStorage.getItem("cart_id")])).toEqual([null, null])
      expect(await seriousViolations(page)).toEqual([])
    })
  })

  test("shows the order's figures and cancels one line after confirming", async ({
    page,
    request,
    asMember: buyer,
    orderSuccessPage: success,
    orderPage: order,
  }) => {
    await test.step("From the success page to the order: details, lines and summary in shillings", async () => {
      await page.goto(`/#/order/success/${orderId}`)
      await success.orderLink.click()
      await expect(page).toHaveURL(new RegExp(`#/order/${orderId}\\?success$`))
      await expect(order.heading).toBeVisible()
      await expect(order.orderNumber).toHaveText(/^DK-\d+$/)
      await expect(order.main).not.toContainText(orderId)
      await expect(order.main).toContainText(today())
      await expect(order.message).toHaveText(MESSAGE)

      // The order charges what the bag said; Subtotal is its net part, Est. Sales Tax the VAT inside it.
      const bag = main.price * MAIN_QUANTITY + addon.price
      const tax = round2(lineTax(main, MAIN_QUANTITY) + lineTax(addon, 1))
      await expect(order.subtotal).toHaveText(kes(bag - tax))
      await expect(order.tax).toHaveText(kes(tax))
      await expect(order.shipping).toHaveText("Kes. 0")
      await expect(order.total).toHaveText(kes(bag))
      await expect(order.summary).not.toContainText("$")

      await expect(order.item(main.name).getByRole("link", { name: main.name })).toHaveAttribute("href", `#/product/${MAIN_SLUG}`)
      await expect(order.item(main.name)).toContainText(kes(main.price))
      await expect(order.item(main.name)).toContainText(`Quantity:${MAIN_QUANTITY}`)
      await expect(order.item(main.name)).toContainText(kes(main.price * MAIN_QUANTITY))
      await expect(order.itemStatus(main.name)).toHaveText("Not processed")
      await expect(order.itemStatus(addon.name)).toHaveText("Not processed")
      await expect(order.statusSelect(main.name)).toHaveCount(0)
      await expect(order.cancelOrderButton).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("Cancel the add-on line: a confirmation first", async () => {
      await order.cancelItemButton(addon.name).click()
      await expect(order.confirmDialog).toContainText(`Are you sure you want to cancel ${addon.name}.`)
      expect(await seriousViolations(page)).toEqual([])
      await order.confirmCancelButton.click()
      await expect(order.confirmDialog).toBeHidden()
      await expect(order.itemStatus(addon.name)).toHaveText("Cancelled")
      await expect(order.cancelItemButton(addon.name)).toHaveCount(0)
      await expect(order.itemStatus(main.name)).toHaveText("Not processed")
    })

    await test.step("Cancelled lines count for nothing", async () => {
      const mainTax = lineTax(main, MAIN_QUANTITY)
      await expect(order.subtotal).toHaveText(kes(main.price * MAIN_QUANTITY - mainTax))
      await expect(order.tax).toHaveText(kes(mainTax))
      await expect(order.total).toHaveText(kes(main.price * MAIN_QUANTITY))
      const stored = await readOrder(request, buyer.token, orderId)
      expect(stored).toMatchObject({ totalTax: mainTax, totalWithTax: main.price * MAIN_QUANTITY })
    })

    await test.step("After a purchase, 'Back to orders' opens the orders list", async () => {
      await order.backButton.click()
      await expect(page).toHaveURL(/#\/dashboard\/orders$/)
    })
  })

  test("lists the order under 'Your Orders' by number and finds it by part of that number", async ({
    page,
    request,
    asMember: buyer,
    ordersList: orders,
    orderPage,
  }) => {
    let number = ""
    await test.step("'Your Orders' lists it by number, every item's status in one phrase", async () => {
      const listed = await request.get("/api/order/me", { headers: { Authorization: buyer.token } })
      expect(listed.ok()).toBeTruthy()
      const [stored] = ((await listed.json()) as { orders: Order[] }).orders
      expect(stored._id).toBe(orderId)
      number = stored.number

      await orders.goto()
      await expect(orders.title("Your Orders")).toBeVisible()
      await expect(orders.entries).toHaveCount(1)
      await expect(orders.count).toHaveText("1 order")
      // One line cancelled, the other not processed yet.
      await expect(orders.entryLink(orderId)).toHaveText(`Order ${stored.number}`)
      await expect(orders.entryStatus(orderId)).toHaveText("1 of 2 items not processed yet · 1 cancelled")
      await expect(orders.main).not.toContainText(orderId)
      await expect(orders.entry(orderId)).toContainText(today())
      await expect(orders.entry(orderId)).toContainText(kes(stored.totalWithTax))
      await expect(orders.customerOrdersButton).toHaveCount(0)
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("Search by part of the number, then open the order", async () => {
      await orders.searchBox.fill("zz-no-such-order")
      await expect(orders.emptyText("No orders match your search.")).toBeVisible()
      await orders.searchBox.fill(number.slice(-4))
      await orders.searchBox.press("Enter")
      await expect(orders.entryLink(orderId)).toBeVisible()

      await orders.entryLink(orderId).click()
      await expect(page).toHaveURL(new RegExp(`#/order/${orderId}$`))
      await expect(orderPage.heading).toBeVisible()
    })
  })

  test("an admin sees customer orders and marks the other line Delivered", async ({
    page,
    asAdmin,
    ordersList: orders,
    orderPage: order,
  }) => {
    await test.step("'Customer Orders' lists the buyer's order", async () => {
      await orders.goto()
      await expect(orders.title("Your Orders")).toBeVisible()
      await orders.customerOrdersButton.click()
      await expect(orders.title("Customer Orders")).toBeVisible()
      await expect(orders.entryLink(orderId)).toBeVisible()
      await expect(orders.myOrdersButton).toHaveAttribute("href", "#/dashboard/orders")
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("The cancelled line has no status menu; the other one is marked Delivered", async () => {
      await orders.entryLink(orderId).click()
      await expect(order.heading).toBeVisible()
      await expect(order.statusSelect(addon.name)).toHaveCount(0) // Cancelled: no menu
      await expect(order.statusSelect(main.name)).toHaveValue("Not processed")
      expect(await seriousViolations(page)).toEqual([])
      await order.statusSelect(main.name).selectOption("Delivered")
      await expect(order.itemStatus(main.name)).toHaveText("Delivered")
      await expect(order.statusSelect(main.name)).toHaveCount(0) // Delivered: no menu
      await expect(order.cancelOrderButton).toHaveCount(0)
    })
  })

  test("the buyer then sees 'Reivew Product' and can no longer cancel", async ({ page, asMember, orderPage: order }) => {
    await order.goto(orderId)
    await expect(order.heading).toBeVisible()
    await expect(order.itemStatus(main.name)).toHaveText("Delivered")
    await expect(order.reviewLink(main.name)).toHaveAttribute("href", `#/product/${MAIN_SLUG}#add-review`)
    await expect(order.reviewLink(addon.name)).toHaveCount(0)
    await expect(order.cancelOrderButton).toHaveCount(0)
    await expect(order.cancelItemButtons).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])

    await order.reviewLink(main.name).click()
    await expect(page).toHaveURL(new RegExp(`#/product/${MAIN_SLUG}#add-review$`))
  })

  test("an unknown order shows the empty states", async ({ page, asMember }) => {
    await page.goto("/#/order/order_does_not_exist")
    await expect(page.getByRole("main").getByText("no order found.", { exact: true })).toBeVisible()
    await page.goto("/#/order/success/order_does_not_exist")
    await page.reload()
    await expect(page.getByRole("main").getByText("No order found.", { exact: true })).toBeVisible()
  })
})
