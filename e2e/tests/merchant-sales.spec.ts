import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { logIn, newAccount, registerMember, seededMerchant } from "../support/accounts"
import { api } from "../support/api"

// A mid-range Android phone: sellers work from theirs.
const PHONE = { width: 412, height: 823 }

type MerchantProduct = { _id: string; name: string; price: number; taxable: boolean; isActive: boolean; quantity: number }
type PlacedOrder = { _id: string; number: string; products: { status: string; shipping: { riderName: string; riderPhone: string } | null }[] }

test.describe("A seller on her phone", () => {
  test.use({ viewport: PHONE })
  test.setTimeout(180_000)

  test("ships two lines of an order with her rider in one step, then prints its packing slip", async ({ request, openBrowserAs }) => {
    const merchantAccount = await logIn(request, seededMerchant())
    const buyer = await registerMember(request, newAccount("Amani"))
    const { products } = await api<{ products: MerchantProduct[] }>(request, "get", "/api/product", merchantAccount.token)
    const [first, second] = products.filter((product) => product.isActive && product.quantity > 2)
    expect(second, "the seeded merchant has two active products in stock").toBeTruthy()
    const { cartId } = await api<{ cartId: string }>(request, "post", "/api/cart/add", buyer.token, {
      products: [first, second].map((product) => ({ product: product._id, quantity: 1, variant: null, price: product.price, taxable: product.taxable })),
    })
    const placed = await api<{ order: { _id: string } }>(request, "post", "/api/order/add", buyer.token, { cartId, total: first.price + second.price, message: "" })
    const orderId = placed.order._id
    const { order } = await api<{ order: PlacedOrder }>(request, "get", `/api/order/${orderId}`, buyer.token)

    const seller = await openBrowserAs(merchantAccount)
    const { page, notices } = seller
    const main = page.getByRole("main")
    const sale = main.getByTestId("order-entry").filter({ hasText: `Order ${order.number}` })

    await test.step("Orders opens on her Pending sales; she finds the order by its DK number", async () => {
      await page.goto("/#/dashboard/orders/customers")
      await expect(main.getByRole("heading", { level: 1, name: "Customer Orders" })).toBeVisible({ timeout: 30_000 })
      const tabs = main.getByRole("navigation", { name: "Orders by status" })
      await expect(tabs.getByRole("link", { name: /^Pending \(\d+\)$/ })).toHaveAttribute("aria-current", "page")
      await main.getByRole("searchbox", { name: "Search orders" }).fill(order.number)
      await main.getByRole("button", { name: "Search" }).click()
      await expect(main.getByRole("status").filter({ hasText: "1 order found" })).toBeVisible()
      await expect(sale).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("she selects the whole order and marks it Processing", async () => {
      await sale.getByRole("checkbox", { name: "Select whole order" }).check()
      await sale.getByRole("button", { name: "Mark processing" }).click()
      await expect(notices.notice("2 items marked Processing.")).toBeVisible()
    })

    await test.step("on Ready to ship she marks both Shipped with her rider's name and phone", async () => {
      await main.getByRole("navigation", { name: "Orders by status" }).getByRole("link", { name: /^Ready to ship/ }).click()
      await expect(sale).toBeVisible()
      await sale.getByRole("checkbox", { name: "Select whole order" }).check()
      await sale.getByRole("button", { name: "Mark shipped…" }).click()
      const dialog = page.getByRole("dialog", { name: "Mark shipped" })
      await dialog.getByLabel("Rider's name").fill("Otieno Boda")
      await dialog.getByLabel("Rider's phone").fill("0722 000 111")
      expect(await seriousViolations(page)).toEqual([])
      await dialog.getByRole("button", { name: "Mark shipped" }).click()
      await expect(notices.notice("2 items marked Shipped.")).toBeVisible()
      await expect(dialog).toHaveCount(0)
      const { order: shipped } = await api<{ order: PlacedOrder }>(request, "get", `/api/order/${orderId}`, buyer.token)
      expect(shipped.products.map((line) => [line.status, line.shipping?.riderName, line.shipping?.riderPhone])).toEqual([
        ["Shipped", "Otieno Boda", "+254722000111"],
        ["Shipped", "Otieno Boda", "+254722000111"],
      ])
    })

    await test.step("the Shipped tab shows the rider; the packing slip lists the order and prints", async () => {
      await main.getByRole("navigation", { name: "Orders by status" }).getByRole("link", { name: /^Shipped/ }).click()
      await expect(sale.getByTestId("sale-line-status").first()).toContainText("Shipped · Rider Otieno Boda · +254722000111")
      await sale.getByRole("link", { name: "Packing slip" }).click()
      await expect(main.getByRole("heading", { name: "Packing slip" })).toBeVisible()
      await expect(main.getByTestId("slip-number")).toHaveText(`Order ${order.number}`)
      await expect(main.getByTestId("slip-line")).toHaveCount(2)
      for (const product of [first, second]) await expect(main.getByTestId("slip-line").filter({ hasText: product.name })).toHaveCount(1)
      expect(await seriousViolations(page)).toEqual([])
      // The browser's print dialog is not driven: the button calls window.print.
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute("data-printed", "yes")
      })
      await main.getByRole("button", { name: "Print" }).click()
      await expect(page.locator("body")).toHaveAttribute("data-printed", "yes")
    })
  })
})
