import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { logIn, newAccount, registerMember, seededMerchant } from "../support/accounts"
import { api, placeOrder, readProduct } from "../support/api"

/** A Kikapu Crafts product: the seeded merchant's, sold through the shop. */
const CARD = "kikapu-handmade-card"

type Earnings = { pending: number; available: number; paidOut: number }

test.describe("A seller is paid: a sale is delivered, its hold passes, the admin pays out by M-Pesa", () => {
  test("the merchant sees the payout and its receipt on the statement", async ({ page, request, asAdmin, payoutsAdmin: payouts, openBrowserAs }) => {
    const merchantLogin = await logIn(request, seededMerchant())
    const earningsOf = async () => (await api<{ earnings: Earnings }>(request, "get", "/api/earnings", merchantLogin.token)).earnings

    await test.step("a shopper buys the merchant's card, the admin marks it delivered and confirms the cash received", async () => {
      const buyer = await registerMember(request, { ...newAccount("Zawadi"), lastName: "Mutua", password: "secret-pass-1" })
      const card = await readProduct(request, CARD)
      const orderId = await placeOrder(request, buyer.token, card)
      const { order } = await api<{ order: { products: { _id: string }[] } }>(request, "get", `/api/order/${orderId}`, asAdmin.token)
      const lineId = order.products[0]!._id
      await api(request, "put", `/api/order/status/item/${lineId}`, asAdmin.token, { orderId, status: "Delivered" })
      // Pay on delivery, the shop's rider: the seller earns it once the admin confirms the cash (issue 48, item 5).
      await api(request, "post", `/api/order/${orderId}/cash-received`, asAdmin.token, {})
    })

    await test.step("the hold passes (none in this shop): the merchant's earnings become available", async () => {
      await expect.poll(async () => (await earningsOf()).available, { timeout: 30_000 }).toBeGreaterThan(10)
      await api(request, "put", "/api/earnings/payout-method", merchantLogin.token, {
        kind: "mpesa",
        phone: "0712 345 678",
        // The seeded merchant has a payout method already: changing it needs her password (issue 49, item 18).
        password: merchantLogin.password,
      })
    })

    const before = await earningsOf()
    // The seller's name as the admin's pages show it (the merchant record's, found by the merchant's e-mail).
    const search = `/api/merchant/search?search=${encodeURIComponent(merchantLogin.email)}`
    const sellerName = (await api<{ merchants: { name: string }[] }>(request, "get", search, asAdmin.token)).merchants[0]!.name

    await test.step("the admin approves the merchant's payout on Payouts", async () => {
      await payouts.goto()
      await expect(payouts.heading).toBeVisible({ timeout: 30_000 })
      const row = payouts.section("Sellers").getByRole("row").filter({ hasText: sellerName })
      await row.getByRole("button", { name: "Approve payout" }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: "Approve payout" }).click()
      await expect(page.getByText(/Payout of Kes\. [\d,.]+ to 1 seller started/)).toBeVisible()
    })

    await test.step("M-Pesa's result arrives: Paid with a receipt, shown to the admin", async () => {
      await expect.poll(async () => (await earningsOf()).paidOut, { timeout: 60_000 }).toBeGreaterThan(before.paidOut)
      await page.reload()
      const history = payouts.section("Payout history")
      const paid = history.getByRole("row").filter({ hasText: sellerName }).filter({ hasText: "Paid" }).first()
      await expect(paid).toBeVisible()
      await expect(paid).toContainText(/[A-Z0-9]{10}/)
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("the merchant's statement lists the payout with its receipt", async () => {
      const merchant = await openBrowserAs(merchantLogin)
      await merchant.earningsPage.goto()
      await expect(merchant.earningsPage.heading).toBeVisible({ timeout: 30_000 })
      const payoutLine = merchant.earningsPage.main.getByRole("row").filter({ hasText: "Payout (Paid)" }).first()
      await expect(payoutLine).toBeVisible()
      await expect(payoutLine).toContainText(/[A-Z0-9]{10}/)
      expect(await seriousViolations(merchant.page)).toEqual([])
    })
  })
})
