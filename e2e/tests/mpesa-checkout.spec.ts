import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { readProduct, type Product } from "../support/api"
import { kes } from "../support/money"
import { PaymentNotice } from "../pages/checkout-sheet"

/** A product with no sizes to pick, so the journey is about paying. */
const KIONDO = "kikapu-woven-sisal-kiondo"

/** Tells the shop's Daraja simulator how the next prompt to a phone ends (as the shopper would on the phone). */
async function scriptPhone(request: import("@playwright/test").APIRequestContext, phone: string, outcome: Record<string, unknown>) {
  const res = await request.post(`${process.env.DARAJA_SIMULATOR_URL}/__sim/scenario`, { data: { phone, ...outcome } })
  expect(res.ok()).toBe(true)
}

test.describe("A shopper pays with M-Pesa", () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true })

  let kiondo: Product

  test.beforeAll(async ({ request }) => {
    expect(process.env.DARAJA_SIMULATOR_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    kiondo = await readProduct(request, KIONDO)
  })

  test("cancels the first prompt on the phone, tries again, pays and sees the receipt", async ({
    page,
    request,
    asMember,
    productPage,
    cartDrawer: drawer,
    checkoutSheet: sheet,
    mpesaScreen: mpesa,
    orderPage: order,
  }) => {
    expect(asMember.token).toBeTruthy()
    const phone = `2547${String(Date.now()).slice(-8)}`
    await scriptPhone(request, phone, { sequence: [{ resultCode: 1032, delayMs: 1500 }, { resultCode: 0, delayMs: 1500 }] })

    await test.step("the sheet offers M-Pesa first, with the paying phone", async () => {
      await productPage.goto(KIONDO)
      await productPage.addToBagButton.click()
      await drawer.root.getByRole("button", { name: "Place Order" }).click()
      await expect(sheet.mpesa).toBeChecked()
      await sheet.fillNewAddress({ county: "Nairobi", town: "Nairobi", street: "Ngong Road 44" })
      await sheet.phone.fill(`0${phone.slice(3)}`)
      await expect(sheet.mpesaPhone).toHaveValue(`0${phone.slice(3)}`)
      await expect(sheet.placeButton).toHaveText(`Place order · ${kes(kiondo.price)}`)
      await sheet.placeButton.click()
    })

    await test.step("the phone's prompt is cancelled: the reason in plain words, and Try again", async () => {
      await expect(mpesa.heading).toHaveText("Check your phone and enter your M-Pesa PIN")
      await expect(mpesa.amount).toHaveText(kes(kiondo.price))
      expect(await seriousViolations(page)).toEqual([])
      await expect(mpesa.reason).toHaveText("You cancelled the payment on your phone", { timeout: 30_000 })
      expect(await seriousViolations(page)).toEqual([])
      await mpesa.tryAgain.click()
    })

    await test.step("the second prompt is paid: the order exists with its receipt", async () => {
      await expect(page).toHaveURL(/#\/order\/success\/[^/?]+$/, { timeout: 30_000 })
      const orderId = decodeURIComponent(page.url().split("/order/success/")[1])
      await order.goto(orderId)
      await page.reload()
      await expect(order.main).toContainText("M-Pesa")
      await expect(order.main).toContainText(/[A-Z0-9]{10}/)
      await expect(order.main.getByTestId("order-total")).toHaveText(kes(kiondo.price))
    })
  })

  test("leaves the waiting sheet with the prompt open; the payment completes: 'Payment received: order DK-…' and an empty bag", async ({
    page,
    request,
    asMember,
    productPage,
    header,
    cartDrawer: drawer,
    checkoutSheet: sheet,
    mpesaScreen: mpesa,
    orderPage: order,
  }) => {
    expect(asMember.token).toBeTruthy()
    const phone = `2547${String(Date.now()).slice(-8)}`
    // The phone answers only when the test moves the simulator's clock on: she has left the sheet by then.
    await scriptPhone(request, phone, { resultCode: 0, delayMs: 90_000 })
    const notice = new PaymentNotice(page)

    await test.step("the waiting sheet shows her number and the name on the prompt from the first frame", async () => {
      await productPage.goto(KIONDO)
      await productPage.addToBagButton.click()
      await drawer.root.getByRole("button", { name: "Place Order" }).click()
      await sheet.fillNewAddress({ county: "Nairobi", town: "Nairobi", street: "Ngong Road 44" })
      await sheet.phone.fill(`0${phone.slice(3)}`)
      await sheet.placeButton.click()
      await expect(mpesa.heading).toHaveText("Check your phone and enter your M-Pesa PIN")
      await expect(mpesa.waiting).toHaveText(new RegExp(`^Waiting for your payment on \\+${phone} · \\d:\\d\\d left$`))
      await expect(mpesa.root).not.toContainText("undefined")
      await expect(mpesa.promptName).toHaveText("The prompt asks you to pay Duka Marketplace.")
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("Back to bag while the prompt is open, then a reload: the bag still holds the item", async () => {
      await mpesa.backToBag.click()
      await expect(mpesa.root).toBeHidden()
      await page.reload()
      await expect(header.cartBadge).toHaveText("1")
    })

    await test.step("the phone pays: the notice names the order wherever she is, and the bag empties", async () => {
      const clock = await request.post(`${process.env.DARAJA_SIMULATOR_URL}/__sim/clock`, { data: { advanceMs: 90_000 } })
      expect(clock.ok()).toBe(true)
      await expect(notice.root).toContainText(/Payment received: order DK-\d+/, { timeout: 30_000 })
      await expect(header.cartBadge).toBeHidden()
      expect(await page.evaluate(() => [localStorage.getItem("cart_items"), localStorage.getItem("cart_id")])).toEqual([null, null])
      expect(await seriousViolations(page)).toEqual([])
      const number = (await notice.root.textContent())!.match(/DK-\d+/)![0]
      await notice.orderLink.click()
      await expect(order.heading).toBeVisible()
      await expect(order.main).toContainText("M-Pesa")
      await expect(notice.root).toBeHidden()
      expect(number).toMatch(/^DK-\d+$/)
    })
  })
})
