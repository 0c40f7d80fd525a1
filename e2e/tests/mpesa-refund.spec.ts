import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { newAccount, registerMember } from "../support/accounts"
import { api, readProduct } from "../support/api"
import { kes } from "../support/money"

/** A product with no sizes to pick, so the journey is about the money. */
const KIONDO = "kikapu-woven-sisal-kiondo"

type Payment = { _id: string; state: string; amount: number; orderId: string | null }
type Refund = { _id: string; paymentId: string; state: string; receipt: string | null }

test.describe("A shopper cancels an order paid with M-Pesa and is refunded by M-Pesa", () => {
  test("the admin refunds it from Payouts; the shopper's order says Refunded with the receipt", async ({ page, request, asAdmin, payoutsAdmin: payouts, openBrowserAs }) => {
    const buyer = await registerMember(request, { ...newAccount("Achieng"), lastName: "Otieno", password: "secret-pass-1" })
    const phone = `2547${String(Date.now()).slice(-8)}`
    let payment: Payment

    await test.step("the shopper pays with M-Pesa, then cancels the order", async () => {
      const res = await request.post(`${process.env.DARAJA_SIMULATOR_URL}/__sim/scenario`, { data: { phone, resultCode: 0, delayMs: 500 } })
      expect(res.ok()).toBe(true)
      const kiondo = await readProduct(request, KIONDO)
      const { cartId } = await api<{ cartId: string }>(request, "post", "/api/cart/add", buyer.token, {
        products: [{ product: kiondo._id, quantity: 1, variant: null, price: kiondo.price, taxable: kiondo.taxable }],
      })
      const started = await api<{ payment: Payment }>(request, "post", "/api/payment/mpesa", buyer.token, { cartId, total: kiondo.price, phone: `0${phone.slice(3)}` })
      const paymentOf = async () => (await api<{ payment: Payment }>(request, "get", `/api/payment/mpesa/${started.payment._id}`, buyer.token)).payment
      await expect.poll(async () => (await paymentOf()).orderId, { timeout: 30_000 }).toBeTruthy()
      payment = await paymentOf()
      const cancelled = await request.delete(`/api/order/cancel/${payment.orderId}`, { headers: { Authorization: buyer.token } })
      expect(cancelled.ok()).toBe(true)
    })

    await test.step("the admin sees it under Refunds due and refunds it", async () => {
      expect(asAdmin.token).toBeTruthy()
      await expect
        .poll(async () => (await api<{ due: { paymentId: string }[] }>(request, "get", "/api/payouts/refunds", asAdmin.token)).due.map((d) => d.paymentId), {
          timeout: 30_000,
        })
        .toContain(payment._id)
      await payouts.goto()
      await expect(payouts.heading).toBeVisible({ timeout: 30_000 })
      const due = payouts.section("Refunds due")
      const row = due.getByRole("row").filter({ hasText: `${phone.slice(0, 6)}***${phone.slice(-3)}` })
      await expect(row).toContainText(kes(payment.amount))
      expect(await seriousViolations(page)).toEqual([])
      await row.getByRole("button", { name: "Refund" }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: "Refund" }).click()
      await expect(page.getByText(`Refund of ${kes(payment.amount)} started.`)).toBeVisible()
    })

    let receipt = ""
    await test.step("M-Pesa's result arrives: the refund is Paid with its receipt", async () => {
      const refundOf = async () =>
        (await api<{ refunds: Refund[] }>(request, "get", "/api/payouts/refunds", asAdmin.token)).refunds.find((r) => r.paymentId === payment._id)
      await expect.poll(async () => (await refundOf())?.state, { timeout: 60_000 }).toBe("Paid")
      receipt = (await refundOf())!.receipt!
      await page.reload()
      const sent = payouts.section("Refunds due").getByRole("row").filter({ hasText: receipt })
      await expect(sent).toContainText("Paid")
      // Checked from the top: scrolled to the row, the sticky header half-covers a sidebar link.
      await page.evaluate(() => window.scrollTo(0, 0))
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("the shopper's order page says Refunded, with the refund's receipt", async () => {
      const shopper = await openBrowserAs(buyer)
      await shopper.orderPage.goto(payment.orderId!)
      await expect(shopper.orderPage.heading).toBeVisible({ timeout: 30_000 })
      await expect(shopper.page.getByTestId("order-payment")).toHaveText("M-Pesa · Refunded")
      await expect(shopper.page.getByTestId("order-refund")).toHaveText(`${kes(payment.amount)} · receipt ${receipt}`)
      expect(await seriousViolations(shopper.page)).toEqual([])
    })
  })
})
