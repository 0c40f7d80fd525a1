import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { seededMerchant } from "../support/accounts"
import { readProduct, type Product } from "../support/api"
import { kes } from "../support/money"

/** A Kikapu Crafts product (the seeded merchant's) with sizes to choose from. */
const SANDALS = "kikapu-beaded-leather-sandals"
const SIZE = "40"
const ADDRESS = { county: "Kisumu", town: "Kisumu", street: "Milimani Road 4, House 7", landmark: "Behind the Mega Plaza" }
const RIDER_PHONE = "0712 345 678"

test.describe("A new shopper on a phone checks out with delivery details; the seller ships to them", () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true })

  let sandals: Product

  test.beforeAll(async ({ request }) => {
    sandals = await readProduct(request, SANDALS)
    expect(sandals.price).toBeGreaterThan(0)
  })

  test("orders the sandals to a new address, then to a pickup station, at the bag's total", async ({
    page,
    asMember: buyer,
    productPage,
    cartDrawer: drawer,
    checkoutSheet: sheet,
    orderPage: order,
    openBrowserAs,
  }) => {
    let orderId = ""
    const name = sandals.name

    await test.step("the sandals need a size before they go into the bag", async () => {
      await productPage.goto(SANDALS)
      await expect(productPage.name).toHaveText(name)
      await productPage.addToBagButton.click()
      await expect(page.getByText("Please select a variant.").first()).toBeVisible()
      await productPage.variantSelect.selectOption(SIZE)
      await productPage.addToBagButton.click()
      await expect(drawer.item(name)).toBeVisible()
      await expect(drawer.item(name)).toContainText(SIZE)
      await expect(drawer.total).toContainText(kes(sandals.price))
    })

    await test.step("Place Order opens the sheet: a new address added in place, the total on the button", async () => {
      await drawer.root.getByRole("button", { name: "Place Order" }).click()
      await expect(sheet.root).toBeVisible()
      await expect(sheet.newAddress).toBeChecked()
      expect(await seriousViolations(page)).toEqual([])
      await sheet.fillNewAddress(ADDRESS)
      await sheet.phone.fill(RIDER_PHONE)
      await sheet.payOnDelivery.check()
      await expect(sheet.fee).toHaveText("Free")
      await expect(sheet.total).toHaveText(kes(sandals.price))
      await expect(sheet.placeButton).toHaveText(`Place order · ${kes(sandals.price)}`)
      expect(await seriousViolations(page)).toEqual([])
      await sheet.placeButton.click()
      await expect(page).toHaveURL(/#\/order\/success\/[^/?]+$/, { timeout: 60_000 })
      orderId = decodeURIComponent(page.url().split("/order/success/")[1])
    })

    await test.step("the order has the same total, the size and where it goes", async () => {
      await order.goto(orderId)
      await expect(order.heading).toBeVisible()
      await expect(order.item(name)).toContainText(SIZE)
      await expect(order.main.getByTestId("order-total")).toHaveText(kes(sandals.price))
      await expect(order.main).toContainText(ADDRESS.street)
    })

    await test.step("the seller sees whom to deliver to and marks the line shipped", async () => {
      const seller = await openBrowserAs(seededMerchant())
      await seller.orderPage.goto(orderId)
      await expect(seller.orderPage.heading).toBeVisible()
      await expect(seller.orderPage.main).toContainText(`${buyer.firstName} ${buyer.lastName}`)
      await expect(seller.orderPage.main).toContainText(ADDRESS.street)
      await expect(seller.orderPage.main).toContainText(ADDRESS.county)
      const status = seller.orderPage.statusSelect(name)
      await status.selectOption("Processing")
      await expect(seller.orderPage.itemStatus(name)).toHaveText("Processing")
      await status.selectOption("Shipped")
      await expect(seller.orderPage.itemStatus(name)).toHaveText("Shipped")
    })

    await test.step("the shopper's timeline shows it shipped", async () => {
      await order.goto(orderId)
      await page.reload()
      await expect(order.itemStatus(name)).toHaveText("Shipped")
      await expect(order.item(name).getByRole("listitem").filter({ hasText: "Shipped" })).toBeVisible()
    })

    await test.step("a second order goes to a pickup station; the saved address is offered first", async () => {
      await productPage.goto(SANDALS)
      await productPage.variantSelect.selectOption(SIZE)
      await productPage.addToBagButton.click()
      await drawer.root.getByRole("button", { name: "Place Order" }).click()
      await expect(sheet.savedAddress(new RegExp(ADDRESS.street))).toBeChecked()
      await sheet.pickupStation.check()
      const moiAvenue = (await sheet.station.locator("option", { hasText: "Moi Avenue Pickup" }).textContent()) ?? ""
      await sheet.station.selectOption({ label: moiAvenue })
      await sheet.payOnDelivery.check()
      await expect(sheet.root).toContainText("Mon–Sat 8:00–20:00")
      await expect(sheet.placeButton).toHaveText(`Place order · ${kes(sandals.price)}`)
      await sheet.placeButton.click()
      await expect(page).toHaveURL(/#\/order\/success\/[^/?]+$/, { timeout: 60_000 })
      const pickupOrder = decodeURIComponent(page.url().split("/order/success/")[1])
      await order.goto(pickupOrder)
      await expect(order.main).toContainText("Moi Avenue Pickup")
      await expect(order.main.getByTestId("order-total")).toHaveText(kes(sandals.price))
    })
  })
})
