import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { bearer, readOutbox, register } from "../../helpers/accounts"
import { merchantWithAccount, uniquePhone } from "../../helpers/merchants"
import { order } from "../../helpers/shop"
import { smsInOutbox } from "../../helpers/sms"
import { seedTestCatalogue } from "../../fixtures/catalogue"

// Without Africa's Talking's settings every SMS is written to the outbox folder.
const AT_NAMES = ["AT_USERNAME", "AT_API_KEY", "AT_SENDER_ID", "AT_BASE_URL"]
const saved = Object.fromEntries(AT_NAMES.map((name) => [name, process.env[name]]))
beforeAll(() => AT_NAMES.forEach((name) => delete process.env[name]))
afterAll(() => AT_NAMES.forEach((name) => saved[name] !== undefined && (process.env[name] = saved[name])))

async function waitForSms(to: string, template: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = smsInOutbox(to, template)
    if (found.length) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return []
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    it("writes the buyer's shipped SMS and the merchant's new-order SMS to the outbox as .sms files", async () => {
      const merchant = await merchantWithAccount(api, getContainer(), "baobab")
      const merchantPhone = (await getContainer().resolve<MerchantModuleService>(MERCHANT_MODULE).retrieveMerchant(merchant.merchantId)).phone_number
      const phone = uniquePhone()
      const buyer = await register(api, { firstName: "Amina", lastName: "Hassan" })
      await api.put("/api/user", { profile: { phoneNumber: `+254 ${phone.slice(1)}` } }, bearer(buyer.token))
      const placed = await order(api, buyer.token, [{ slug: "test-product-15", quantity: 1 }])

      const [newOrder] = await waitForSms(`+254${merchantPhone.slice(1)}`, "merchant-new-order")
      expect(newOrder.text).toContain(`new order ${placed.number}: 1 x Test product 15.`)
      // The profile keeps the number as +254XXXXXXXXX, however it was typed.
      expect(newOrder.text).toContain(`Buyer: Amina Hassan +254${phone.slice(1)}.`)

      const lineId = placed.products[0]._id
      for (const status of ["Processing", "Shipped"]) {
        const res = await api.put(`/api/order/status/item/${lineId}`, { orderId: placed._id, status }, bearer(merchant.token))
        expect(res.status).toBe(200)
      }
      const shipped = await waitForSms(`+254${phone.slice(1)}`, "line-shipped")
      expect(shipped).toHaveLength(1)
      expect(shipped[0].text).toContain(`1 x Test product 15 of order ${placed.number} has shipped`)
      expect((await readOutbox(buyer.email, "line-shipped")).subject).toBe("Test product 15 is on its way")
    })
  },
})
