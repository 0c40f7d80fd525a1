import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { readProduct, type Product } from "../support/api"
import { kes } from "../support/money"

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
})
