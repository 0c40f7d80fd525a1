import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { bearer, readOutbox, register, type ShopApi } from "../../helpers/accounts"
import { NAIROBI_ADDRESS } from "../../helpers/addresses"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { eventually } from "../../helpers/eventually"
import { merchantWithAccount, uniquePhone } from "../../helpers/merchants"
import { setLineStatus } from "../../helpers/orders"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { emailsInOutbox, smsInOutbox } from "../../helpers/sms"
import { seedTestCatalogue } from "../../fixtures/catalogue"

// Issue items 2, 3, 15 and e-mails of 4 and 9: what the shopper and the seller are told at each step.
const SECRET = "notify-secret-3f9c1d"
const LANTERN = { slug: "test-product-13", price: 1300, variant: "Red" }
const AT_NAMES = ["AT_USERNAME", "AT_API_KEY", "AT_SENDER_ID", "AT_BASE_URL"]
let sim: DarajaSimulator
const nextPhone = phoneSequence("7350")

// Before the runner boots the shop: SMS go to the outbox (no Africa's Talking), M-Pesa to the simulator.
beforeAll(async () => {
  AT_NAMES.forEach((name) => delete process.env[name])
  sim = await startDarajaForShop(SECRET)
})
afterAll(async () => {
  await sim?.close()
})

const kenyan = (phone: string) => `+254${phone.replace(/\D/g, "").slice(-9)}`
/** The SMS to a number from one template, once one has come. */
const textsTo = (phone: string, template: string) =>
  eventually(async () => smsInOutbox(kenyan(phone), template), (found) => found.length > 0)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    let seller: Awaited<ReturnType<typeof merchantWithAccount>>
    let lanternId: string

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      seller = await merchantWithAccount(api, getContainer(), "baobab")
      lanternId = (await productBySlug(api, LANTERN.slug))._id
    })

    const sellerPhone = async () =>
      (await getContainer().resolve<MerchantModuleService>(MERCHANT_MODULE).retrieveMerchant(seller.merchantId)).phone_number

    /**
     * A shopper with a profile phone, who gives another phone for delivery at checkout and pays
     * 2 × Solar Lantern (Red) with a third (the M-Pesa payer): the order is placed by the callback.
     */
    async function paidOrder() {
      const buyer = await register(api, { firstName: "Wanjiku", lastName: "Njoroge" })
      const profilePhone = uniquePhone()
      expect((await api.put("/api/user", { profile: { phoneNumber: profilePhone } }, bearer(buyer.token))).status).toBe(200)
      const deliveryPhone = uniquePhone()
      const address = (await api.post("/api/address/add", { ...NAIROBI_ADDRESS, phone: deliveryPhone }, bearer(buyer.token))).data.address
      const payer = nextPhone()
      await sim.scenario(payer.daraja, { resultCode: 0, delayMs: 1_000 })
      const cart = await api.post("/api/cart/add", { products: [{ product: lanternId, quantity: 2, variant: LANTERN.variant }] }, bearer(buyer.token))
      const started = await api.post(
        "/api/payment/mpesa",
        { cartId: cart.data.cartId, total: 2 * LANTERN.price, phone: payer.typed, delivery: { addressId: address._id, option: "home" } },
        bearer(buyer.token)
      )
      expect(started.status).toBe(200)
      await sim.advance(1_000)
      const payment = await eventually(
        async () => (await api.get(`/api/payment/mpesa/${started.data.payment._id}`, bearer(buyer.token))).data.payment,
        (found) => !!found.orderId
      )
      expect(payment).toMatchObject({ state: "Paid" })
      const order = (await api.get(`/api/order/${payment.orderId}`, bearer(buyer.token))).data.order
      return { buyer, profilePhone, deliveryPhone, payer, payment, order }
    }

    it("placed, shipped, delivered: texts go to the phone given at checkout with the DK number and /o/ link; e-mails carry the variant, M-Pesa and its receipt, and Need help", async () => {
      const { buyer, profilePhone, deliveryPhone, payment, order } = await paidOrder()
      const number = order.number as string
      expect(number).toMatch(/^DK-\d+$/)
      const total = order.totalWithTax

      const [placedSms] = await textsTo(deliveryPhone, "order-placed")
      expect(placedSms.text).toContain(`order ${number} placed. Total Kes. ${total.toLocaleString("en-US")}, paid by M-Pesa ${payment.receipt}.`)
      expect(placedSms.text).toMatch(new RegExp(`/o/${number}$`))
      expect(placedSms.text.length).toBeLessThanOrEqual(160)

      const placedMail = await readOutbox(buyer.email, "order-placed")
      expect(placedMail.subject).toBe(`Your order ${number} is confirmed`)
      expect(placedMail.text).toMatch(/^2 × Solar Lantern \(Red\): Kes\. 2,600$/m)
      expect(placedMail.text).toContain(`Payment: M-Pesa, receipt ${payment.receipt}`)
      expect(placedMail.text).toContain(`Need help? `)
      expect(placedMail.text).toContain(`/#/support?order=${number}`)
      expect(placedMail.subject + placedMail.text).not.toContain(order._id)

      const lineId = order.products[0]._id as string
      expect((await setLineStatus(api, seller.token, order._id, lineId, "Processing")).status).toBe(200)
      expect((await setLineStatus(api, seller.token, order._id, lineId, "Shipped")).status).toBe(200)
      const [shippedSms] = await textsTo(deliveryPhone, "line-shipped")
      expect(shippedSms.text).toContain(`2 x Solar Lantern (Red) of order ${number} has shipped.`)
      expect(shippedSms.text).toMatch(new RegExp(`/o/${number}$`))
      expect(shippedSms.text.length).toBeLessThanOrEqual(160)
      const shippedMail = await readOutbox(buyer.email, "line-shipped")
      expect(shippedMail.text).toContain(`2 × Solar Lantern (Red) of your order ${number} has shipped`)
      expect(shippedMail.text).toContain(`Payment: M-Pesa, receipt ${payment.receipt}`)
      expect(shippedMail.text).not.toContain(order._id)

      expect((await setLineStatus(api, seller.token, order._id, lineId, "Delivered")).status).toBe(200)
      const [deliveredSms] = await textsTo(deliveryPhone, "line-delivered")
      expect(deliveredSms.text).toContain(`2 x Solar Lantern (Red) of order ${number} was delivered.`)
      expect((await readOutbox(buyer.email, "line-delivered")).text).toContain(`/o/${number}`)

      // The profile's phone, never given at checkout, got none of them; each step texted once.
      expect(["order-placed", "line-shipped", "line-delivered"].flatMap((t) => smsInOutbox(kenyan(profilePhone), t))).toEqual([])
      expect(["order-placed", "line-shipped", "line-delivered"].map((t) => smsInOutbox(kenyan(deliveryPhone), t).length)).toEqual([1, 1, 1])
    })

    it("a paid order cancelled: dialog facts, e-mail and SMS say what will be refunded to the masked payer phone; the seller is told not to ship; the refund sent is told with its M-Pesa ref", async () => {
      const { buyer, deliveryPhone, payer, payment, order } = await paidOrder()
      const number = order.number as string
      const masked = `0${payer.typed.slice(1, 4)} *** ${payer.typed.slice(-3)}`
      const refundView = async () => (await api.get(`/api/payment/refunds/${order._id}`, bearer(buyer.token))).data.refund

      // What the cancel dialog reads before the shopper confirms.
      expect(await refundView()).toMatchObject({ phone: masked, ifCancelled: 2600, due: 0, state: null })
      await textsTo(deliveryPhone, "order-placed")
      expect((await api.delete(`/api/order/cancel/${order._id}`, bearer(buyer.token))).status).toBe(200)

      const wording = `Kes. 2,600 will be refunded to ${masked} by M-Pesa`
      const cancelledMail = await readOutbox(buyer.email, "order-cancelled")
      expect(cancelledMail.subject).toBe(`Your order ${number} was cancelled`)
      expect(cancelledMail.text).toContain(wording)
      expect(cancelledMail.text).not.toContain("Nothing will be charged")
      expect(cancelledMail.text).not.toContain("Kes. 0")
      expect(cancelledMail.text).toContain(`Payment: M-Pesa, receipt ${payment.receipt}`)
      const [cancelledSms] = await textsTo(deliveryPhone, "order-cancelled")
      expect(cancelledSms.text).toContain(`order ${number} was cancelled. ${wording}.`)
      expect(cancelledSms.text.length).toBeLessThanOrEqual(160)
      expect(await refundView()).toMatchObject({ phone: masked, due: 2600, ifCancelled: 0 })

      // The seller: e-mail and SMS, don't ship.
      const [sellerSms] = await textsTo(await sellerPhone(), "merchant-lines-cancelled")
      expect(sellerSms.text).toContain(`order ${number} cancelled: 2 x Solar Lantern (Red). Don't ship it.`)
      const [sellerMail] = await eventually(
        async () => emailsInOutbox(seller.email, "merchant-lines-cancelled").filter((mail) => mail.text.includes(order._id)),
        (found) => found.length > 0
      )
      expect(sellerMail.subject).toBe(`Don't ship: order ${number} was cancelled`)
      expect(sellerMail.text).toMatch(/^2 × Solar Lantern \(Red\)$/m)

      // The admin refunds it; M-Pesa's result pays it: the shopper is told, with the M-Pesa ref.
      await eventually(
        async () => (await api.get("/api/payouts/refunds", bearer(admin.token))).data.due as { paymentId: string }[],
        (due) => due.some((entry) => entry.paymentId === payment._id)
      )
      const approved = await api.post("/api/payouts/refunds", { paymentId: payment._id }, bearer(admin.token))
      expect(approved.status).toBe(200)
      expect(await refundView()).toMatchObject({ state: "Refund processing", processing: 2600, due: 0 })
      await sim.advance(3_000)
      const refundId = approved.data.refund._id as string
      const receipt = (await sim.b2c()).payments.find((p) => p.originatorConversationId === refundId)!.receipt as string
      expect(receipt).toBeTruthy()
      const refundMail = await readOutbox(buyer.email, "refund-sent")
      expect(refundMail.subject).toBe(`Refund sent for your order ${number}`)
      expect(refundMail.text).toContain(`Refund sent, M-Pesa ref ${receipt}.`)
      expect(refundMail.text).toContain(`Kes. 2,600 was sent to ${masked} by M-Pesa`)
      const [refundSms] = await textsTo(deliveryPhone, "refund-sent")
      expect(refundSms.text).toContain(`Refund sent, M-Pesa ref ${receipt}: Kes. 2,600 to ${masked} for order ${number}.`)
      expect(refundSms.text.length).toBeLessThanOrEqual(160)
      expect(await refundView()).toMatchObject({ state: "Refunded", receipts: [receipt], due: 0, processing: 0 })
      expect(emailsInOutbox(buyer.email, "refund-sent")).toHaveLength(1)
    })

    it("shipped with the seller's rider: the shopper's SMS and e-mail name the rider and phone", async () => {
      const buyer = await register(api, { firstName: "Akinyi" })
      const phone = uniquePhone()
      await api.put("/api/user", { profile: { phoneNumber: phone } }, bearer(buyer.token))
      const cart = await api.post("/api/cart/add", { products: [{ product: lanternId, quantity: 1, variant: LANTERN.variant }] }, bearer(buyer.token))
      const placed = await api.post("/api/order/add", { cartId: cart.data.cartId, total: LANTERN.price }, bearer(buyer.token))
      const order = (await api.get(`/api/order/${placed.data.order._id}`, bearer(buyer.token))).data.order
      const lineItemIds = [order.products[0]._id]
      expect((await api.put(`/api/order/${order._id}/lines/status`, { lineItemIds, status: "Processing" }, bearer(seller.token))).status).toBe(200)
      const shipping = { method: "rider", riderName: "Otieno", riderPhone: "0722 000 111" }
      expect((await api.put(`/api/order/${order._id}/lines/status`, { lineItemIds, status: "Shipped", shipping }, bearer(seller.token))).status).toBe(200)
      const [shippedSms] = await textsTo(phone, "line-shipped")
      expect(shippedSms.text).toContain(`of order ${order.number} has shipped. Rider Otieno +254722000111.`)
      expect(shippedSms.text.length).toBeLessThanOrEqual(160)
      expect((await readOutbox(buyer.email, "line-shipped")).text).toContain("It comes with Rider Otieno +254722000111.")
    })

    it("one line of an order paid on delivery cancelled: the shopper is told on her profile phone (none given at checkout); only that line's seller is told not to ship it", async () => {
      const buyer = await register(api, { firstName: "Baraka" })
      const phone = uniquePhone()
      await api.put("/api/user", { profile: { phoneNumber: phone } }, bearer(buyer.token))
      const other = await merchantWithAccount(api, getContainer(), "acacia")
      const two = [
        { product: lanternId, quantity: 1, variant: LANTERN.variant },
        { product: (await productBySlug(api, "test-product-2"))._id, quantity: 1 },
      ]
      const cart = await api.post("/api/cart/add", { products: two }, bearer(buyer.token))
      const placed = await api.post("/api/order/add", { cartId: cart.data.cartId, total: 1500 }, bearer(buyer.token))
      expect(placed.status).toBe(200)
      const order = (await api.get(`/api/order/${placed.data.order._id}`, bearer(buyer.token))).data.order
      const lantern = order.products.find((line: { name: string }) => line.name === "Solar Lantern")
      expect((await setLineStatus(api, buyer.token, order._id, lantern._id, "Cancelled")).status).toBe(200)

      // Paid on delivery: nothing to refund, and the profile's phone is the fallback.
      const [lineSms] = await textsTo(phone, "line-cancelled")
      expect(lineSms.text).toContain(`1 x Solar Lantern (Red) of order ${order.number} was cancelled.`)
      const mail = await readOutbox(buyer.email, "order-cancelled")
      expect(mail.subject).toBe(`An item of order ${order.number} was cancelled`)
      expect(mail.text).toContain("You will not pay for it.")
      expect(mail.text).toContain("Payment: Pay on delivery")
      // DK numbers start again with each test's fresh tables: the seller's notices are told apart by the order's link.
      const sellerMails = await eventually(
        async () => emailsInOutbox(seller.email, "merchant-lines-cancelled").filter((mail) => mail.text.includes(order._id)),
        (found) => found.length > 0
      )
      expect(sellerMails).toHaveLength(1)
      expect(sellerMails[0].subject).toBe(`Don't ship: order ${order.number} was cancelled`)
      expect(sellerMails[0].text).toMatch(/^1 × Solar Lantern \(Red\)$/m)
      expect(emailsInOutbox(other.email, "merchant-lines-cancelled")).toEqual([])
    })
  },
})
