import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { newAccount, registerMember, storeToken } from "../support/accounts"
import { api, readProduct } from "../support/api"
import { kes } from "../support/money"
import { waitForEmail, waitForSms } from "../support/outbox"
import type { APIRequestContext } from "@playwright/test"

/** A product with no sizes to pick, so the journey is about the money. */
const KIONDO = "kikapu-woven-sisal-kiondo"

type Payment = { _id: string; state: string; amount: number; orderId: string | null }
type Refund = { _id: string; paymentId: string; state: string; receipt: string | null }

/** A fresh Safaricom number as Daraja sees it (2547…), and masked as the shopper reads it ("0712 *** 615"). */
function payingPhone() {
  const phone = `2547${String(Date.now()).slice(-8)}`
  return { phone, masked: `0${phone.slice(3, 6)} *** ${phone.slice(-3)}` }
}

/** The shopper pays for one Kiondo with M-Pesa (the simulator answers at once); the callback places the order. */
async function payForKiondo(request: APIRequestContext, token: string, phone: string): Promise<Payment> {
  const res = await request.post(`${process.env.DARAJA_SIMULATOR_URL}/__sim/scenario`, { data: { phone, resultCode: 0, delayMs: 500 } })
  expect(res.ok()).toBe(true)
  const kiondo = await readProduct(request, KIONDO)
  const { cartId } = await api<{ cartId: string }>(request, "post", "/api/cart/add", token, {
    products: [{ product: kiondo._id, quantity: 1, variant: null, price: kiondo.price, taxable: kiondo.taxable }],
  })
  const started = await api<{ payment: Payment }>(request, "post", "/api/payment/mpesa", token, { cartId, total: kiondo.price, phone: `0${phone.slice(3)}` })
  const paymentOf = async () => (await api<{ payment: Payment }>(request, "get", `/api/payment/mpesa/${started.payment._id}`, token)).payment
  await expect.poll(async () => (await paymentOf()).orderId, { timeout: 30_000 }).toBeTruthy()
  return paymentOf()
}

test.describe("A shopper cancels an order paid with M-Pesa and is refunded by M-Pesa", () => {
  test("the admin refunds it from Payouts; the shopper's order says Refunded with the receipt", async ({ page, request, asAdmin, payoutsAdmin: payouts, openBrowserAs }) => {
    const buyer = await registerMember(request, { ...newAccount("Achieng"), lastName: "Otieno", password: "secret-pass-1" })
    const { phone, masked } = payingPhone()
    let payment: Payment

    await test.step("the shopper pays with M-Pesa, then cancels the order", async () => {
      payment = await payForKiondo(request, buyer.token, phone)
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
      await expect(shopper.page.getByRole("region", { name: "Refund" })).toContainText(`Refund sent, M-Pesa ref ${receipt}: ${kes(payment.amount)}`)
      expect(await seriousViolations(shopper.page)).toEqual([])
    })

    await test.step("she is told by e-mail and SMS: Refund sent, with the M-Pesa ref", async () => {
      const [sent] = await waitForEmail(buyer.email, new RegExp(`Refund sent, M-Pesa ref ${receipt}\\.`))
      expect(sent).toBe(`Refund sent, M-Pesa ref ${receipt}.`)
      // No delivery phone was given at checkout: the texts go to the phone that paid.
      expect(await waitForSms(`+${phone}`, "refund-sent")).toContain(`Refund sent, M-Pesa ref ${receipt}: ${kes(payment.amount)} to ${masked}`)
    })
  })

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 412, height: 915 }, hasTouch: true })

    test("the cancel dialog, the order page, the e-mail and the SMS say what will be refunded, to the masked phone that paid", async ({ page, request, orderPage }) => {
      const buyer = await registerMember(request, { ...newAccount("Nafula"), lastName: "Wekesa", password: "secret-pass-1" })
      const { phone, masked } = payingPhone()
      const payment = await payForKiondo(request, buyer.token, phone)
      const wording = `${kes(payment.amount)} will be refunded to ${masked} by M-Pesa`
      await storeToken(page, buyer.token)

      await test.step("Cancel Order asks first, saying what will be refunded and where", async () => {
        await orderPage.goto(payment.orderId!)
        await expect(orderPage.heading).toBeVisible({ timeout: 30_000 })
        await orderPage.cancelOrderButton.click()
        await expect(orderPage.confirmDialog.getByTestId("cancel-refund")).toHaveText(`${wording}.`)
        await expect(orderPage.confirmDialog).not.toContainText("Kes. 0")
        await orderPage.confirmCancelButton.click()
        await expect(page).toHaveURL(/#\/dashboard\/orders/)
      })

      await test.step("the order page's Refund block says it in her words", async () => {
        await orderPage.goto(payment.orderId!)
        await expect(orderPage.heading).toBeVisible({ timeout: 30_000 })
        await expect(page.getByRole("region", { name: "Refund" })).toContainText(`${wording}.`)
        expect(await seriousViolations(page)).toEqual([])
      })

      await test.step("the e-mail and the SMS say the same, never 'Kes. 0'", async () => {
        const [said] = await waitForEmail(buyer.email, /Kes\. [\d,]+ will be refunded to 07\d\d \*\*\* \d{3} by M-Pesa/)
        expect(said).toBe(wording)
        const sms = await waitForSms(`+${phone}`, "order-cancelled")
        expect(sms).toContain(`was cancelled. ${wording}.`)
        expect(sms).not.toContain("Kes. 0")
      })
    })
  })
})
