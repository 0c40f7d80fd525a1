import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { logIn, newAccount, registerMember, seededAdmin } from "../support/accounts"
import { api, placeOrder, readOrder, readProduct } from "../support/api"

// A mid-range Android phone, the shop's commonest screen.
const PHONE = { width: 412, height: 823 }
const PRODUCT_SLUG = "kilima-two-speed-blender"

test.describe("Tracking an order without signing in, on a phone", () => {
  test.use({ viewport: PHONE })

  test("the SMS link /o/{number} opens the tracking page; the phone used shows each item's status, the delivery card and the timeline", async ({
    page,
    request,
  }) => {
    const buyer = await registerMember(request, newAccount("Baraka"))
    let number = ""

    await test.step("a buyer orders with a delivery address; the admin ships the line", async () => {
      await api(request, "post", "/api/address/add", buyer.token, {
        address: "Moi Avenue 7",
        city: "Mombasa",
        country: "Kenya",
        county: "Mombasa",
        landmark: "Near the tusks",
        phone: "0733 456 789",
        isDefault: true,
      })
      const orderId = await placeOrder(request, buyer.token, await readProduct(request, PRODUCT_SLUG))
      const placed = await readOrder(request, buyer.token, orderId)
      number = placed.number
      const admin = await logIn(request, seededAdmin())
      const lineId = placed.products[0]._id
      await api(request, "put", `/api/order/status/item/${lineId}`, admin.token, { orderId, status: "Shipped" })
    })

    await test.step("signed out, the SMS link opens the page with the number filled in", async () => {
      await page.goto(`/o/${number}`)
      await expect(page).toHaveURL(new RegExp(`#/o/${number}$`))
      await expect(page.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible()
      await expect(page.getByRole("textbox", { name: "Order number" })).toHaveValue(number)
    })

    await test.step("a phone that is not the order's finds nothing, and says so", async () => {
      await page.getByRole("textbox", { name: "Phone or e-mail" }).fill("0799 999 999")
      await page.getByRole("button", { name: "Track order" }).click()
      await expect(page.getByRole("alert")).toHaveText("No order matches that number and phone or e-mail.")
    })

    await test.step("the order's phone, in another format, shows the order", async () => {
      await page.getByRole("textbox", { name: "Phone or e-mail" }).fill("+254 733 456 789")
      await page.getByRole("button", { name: "Track order" }).click()
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { level: 2, name: `Order ${number}` })).toBeVisible()
      await expect(main.getByTestId("tracked-summary")).toHaveText("1 item on the way")
      const item = main.getByRole("article")
      await expect(item.getByTestId("item-status")).toHaveText("Shipped")
      await expect(item.getByRole("list", { name: /^Progress of / }).getByRole("listitem")).toHaveText([/^Placed/, /^Processing/, /^Shipped/, /^DeliveredPending$/])
      const card = main.getByRole("region", { name: "Delivery" })
      await expect(card).toContainText("Moi Avenue 7")
      await expect(card).toContainText("+254733***789")
      await expect(main).not.toContainText("order_")
      // Nothing of the buyer's account: no sign-in, no order actions.
      await expect(main.getByRole("button", { name: "Cancel Order" })).toHaveCount(0)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
})
