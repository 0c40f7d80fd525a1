import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { bearer, readOutbox, register } from "../../helpers/accounts"
import { setLineStatus } from "../../helpers/orders"
import { merchantWithAccount, uniquePhone } from "../../helpers/merchants"
import { order } from "../../helpers/shop"
import { emailsInOutbox, invalidNumberReply, sentReply, serverErrorReply, startAfricasTalkingPeer } from "../../helpers/sms"
import { eventually } from "../../helpers/eventually"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const AT_ENV = { AT_USERNAME: "duka-test", AT_API_KEY: "at-test-key", AT_SENDER_ID: "DUKA" }
let peer: Awaited<ReturnType<typeof startAfricasTalkingPeer>>

// Runs before the runner's own beforeAll, which reads medusa-config: Africa's Talking is the peer.
beforeAll(async () => {
  peer = await startAfricasTalkingPeer()
  Object.assign(process.env, AT_ENV, { AT_BASE_URL: peer.url })
})
afterAll(async () => {
  for (const name of [...Object.keys(AT_ENV), "AT_BASE_URL"]) delete process.env[name]
  await peer?.close()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const kenyan = (phone: string) => `+254${phone.slice(1)}`

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let acacia: Awaited<ReturnType<typeof merchantWithAccount>>
    let baobab: Awaited<ReturnType<typeof merchantWithAccount>>

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      acacia = await merchantWithAccount(api, getContainer(), "acacia")
      baobab = await merchantWithAccount(api, getContainer(), "baobab")
    })
    beforeEach(() => {
      peer.reply = (form) => sentReply(form.to)
    })

    const merchantPhone = async (merchantId: string) =>
      (await getContainer().resolve<MerchantModuleService>(MERCHANT_MODULE).retrieveMerchant(merchantId)).phone_number
    const setStatus = (token: string, orderId: string, itemId: string, status: string) =>
      setLineStatus(api, token, orderId, itemId, status)

    /** A buyer with a phone in their profile (written the way people type it) and an order of the Solar Lantern in Red. */
    async function buyerWithLantern() {
      const phone = uniquePhone()
      const buyer = await register(api, { firstName: "Njeri", lastName: "Mwangi" })
      const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
      expect((await api.put("/api/user", { profile: { phoneNumber: spaced } }, bearer(buyer.token))).status).toBe(200)
      const placed = await order(api, buyer.token, [{ slug: "test-product-13", quantity: 2, variant: "Red" }])
      // The order-placed text (issue item 3) has come before a test changes the gateway's replies.
      expect((await peer.to(kenyan(phone), 1))[0].form.message).toContain(`order ${placed.number} placed`)
      return { buyer, phone: kenyan(phone), placed, lineId: placed.products[0]._id as string }
    }

    it("shipping and delivering a line texts and e-mails the buyer once each, naming the product and variant", async () => {
      const { buyer, phone, placed, lineId } = await buyerWithLantern()
      expect((await setStatus(baobab.token, placed._id, lineId, "Processing")).status).toBe(200)
      expect((await setStatus(baobab.token, placed._id, lineId, "Shipped")).status).toBe(200)

      // The order-placed text came first (the profile's phone: no other was given at checkout).
      const shippedSms = (await peer.to(phone, 2)).find((r) => r.form.message.includes("has shipped"))!
      expect(shippedSms.path).toBe("/version1/messaging")
      expect(shippedSms.headers).toMatchObject({
        apikey: "at-test-key",
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
      })
      expect(shippedSms.form).toEqual({
        username: "duka-test",
        to: phone,
        from: "DUKA",
        message: expect.stringContaining(`2 x Solar Lantern (Red) of order ${placed.number} has shipped`),
      })
      expect(shippedSms.form.message).toContain(`/o/${placed.number}`)

      const shippedMail = await readOutbox(buyer.email, "line-shipped")
      expect(shippedMail.subject).toBe("Solar Lantern (Red) is on its way")
      expect(shippedMail.text).toContain("Hi Njeri,")
      expect(shippedMail.text).toContain(`2 × Solar Lantern (Red) of your order ${placed.number} has shipped`)
      expect(shippedMail.text).toContain(`/o/${placed.number}`)

      expect((await setStatus(baobab.token, placed._id, lineId, "Delivered")).status).toBe(200)
      const deliveredMail = await readOutbox(buyer.email, "line-delivered")
      expect(deliveredMail.subject).toBe("Solar Lantern (Red) was delivered")
      const texts = await peer.to(phone, 3)
      expect(texts.map((r) => r.form.message)).toEqual([
        expect.stringContaining(`order ${placed.number} placed`),
        expect.stringContaining("has shipped"),
        expect.stringContaining(`2 x Solar Lantern (Red) of order ${placed.number} was delivered`),
      ])

      // Processing told nobody, and each change told the buyer once.
      await pause(1500)
      expect(await peer.to(phone, 4, 0)).toHaveLength(3)
      expect(emailsInOutbox(buyer.email, "line-shipped")).toHaveLength(1)
      expect(emailsInOutbox(buyer.email, "line-delivered")).toHaveLength(1)
    })

    it("a number the gateway refuses (403) is tried once more; the line stays shipped and the e-mail still goes", async () => {
      const { buyer, phone, placed, lineId } = await buyerWithLantern()
      peer.reply = (form) => (form.to === phone ? invalidNumberReply(form.to) : sentReply(form.to))
      expect((await setStatus(baobab.token, placed._id, lineId, "Processing")).status).toBe(200)
      const shipped = await setStatus(baobab.token, placed._id, lineId, "Shipped")
      expect(shipped.status).toBe(200)
      expect(shipped.data).toMatchObject({ success: true })

      expect((await readOutbox(buyer.email, "line-shipped")).subject).toBe("Solar Lantern (Red) is on its way")
      await pause(1500)
      // The order-placed text, then the shipped one twice.
      expect(await peer.to(phone, 4, 0)).toHaveLength(3)
      const detail = (await api.get(`/api/order/${placed._id}`, bearer(buyer.token))).data.order
      expect(detail.status).toBe("Placed")
      expect(detail.products[0]).toMatchObject({ _id: lineId, status: "Shipped", quantity: 2 })
    })

    it("a 5xx from the gateway is retried once, and the retry's success is the one text sent", async () => {
      const { buyer, phone, placed, lineId } = await buyerWithLantern()
      let failures = 0
      peer.reply = (form) => {
        if (form.to === phone && failures === 0) {
          failures += 1
          return serverErrorReply
        }
        return sentReply(form.to)
      }
      expect((await setStatus(baobab.token, placed._id, lineId, "Processing")).status).toBe(200)
      expect((await setStatus(baobab.token, placed._id, lineId, "Shipped")).status).toBe(200)
      // After the order-placed text: the shipped one's two attempts.
      const attempts = (await peer.to(phone, 3)).slice(1)
      expect(attempts).toHaveLength(2)
      expect(attempts[0].form).toEqual(attempts[1].form)
      await readOutbox(buyer.email, "line-shipped")
      await pause(1000)
      expect(await peer.to(phone, 4, 0)).toHaveLength(3)

      // A gateway that keeps failing: two attempts, the line still moves on.
      peer.reply = (form) => (form.to === phone ? serverErrorReply : sentReply(form.to))
      expect((await setStatus(baobab.token, placed._id, lineId, "Delivered")).status).toBe(200)
      await readOutbox(buyer.email, "line-delivered")
      await pause(1500)
      expect(await peer.to(phone, 6, 0)).toHaveLength(5)
      const detail = (await api.get(`/api/order/${placed._id}`, bearer(buyer.token))).data.order
      expect(detail.products[0].status).toBe("Delivered")
    })

    it("placing an order texts and e-mails each merchant only their own lines, with the buyer's name and phone", async () => {
      const buyerPhone = uniquePhone()
      const buyer = await register(api, { firstName: "Otieno", lastName: "Kamau" })
      await api.put("/api/user", { profile: { phoneNumber: buyerPhone } }, bearer(buyer.token))
      // Notices name the order by its DK number, which starts again with each test's fresh tables:
      // this test's texts are those after this point, its e-mails those linking its order.
      const before = peer.requests.length
      const sent = () => peer.requests.slice(before)
      const mailTo = (email: string) =>
        eventually(
          async () => emailsInOutbox(email, "merchant-new-order").filter((mail) => mail.text.includes(placed._id)),
          (found) => found.length > 0
        ).then((found) => found[0])
      const placed = await order(api, buyer.token, [
        { slug: "test-product-2", quantity: 1 },
        { slug: "test-product-14", quantity: 3 },
        { slug: "test-product-24", quantity: 1 },
      ])

      const baobabMail = await mailTo(baobab.email)
      expect(baobabMail.subject).toBe(`New order ${placed.number}`)
      expect(baobabMail.text).toMatch(/^3 × Test product 14: Kes\. 4,200$/m)
      expect(baobabMail.text).not.toContain("Test product 2:")
      expect(baobabMail.text).not.toContain("Test product 24")
      // The profile stores the number as +254…; the buyer has no address yet, so the order awaits one.
      expect(baobabMail.text).toContain(`Buyer: Otieno Kamau, +254${buyerPhone.slice(1)}`)
      expect(baobabMail.text).toContain("Delivery details: Awaiting delivery details")
      expect(baobabMail.text).toContain(`/#/order/${placed._id}`)

      const acaciaMail = await mailTo(acacia.email)
      expect(acaciaMail.text).toMatch(/^1 × Test product 2: Kes\. 200$/m)
      expect(acaciaMail.text).not.toContain("Test product 14")

      const newOrderText = async (merchantId: string) => {
        const number = kenyan(await merchantPhone(merchantId))
        const deadline = Date.now() + 10_000
        let found = sent().filter((r) => r.form.to === number && r.form.message.includes(placed.number))
        while (!found.length && Date.now() < deadline) {
          await pause(50)
          found = sent().filter((r) => r.form.to === number && r.form.message.includes(placed.number))
        }
        return found
      }
      const [baobabSms] = await newOrderText(baobab.merchantId)
      expect(baobabSms.form.message).toContain(`new order ${placed.number}: 3 x Test product 14.`)
      expect(baobabSms.form.message).toContain(`Buyer: Otieno Kamau +254${buyerPhone.slice(1)}.`)
      expect(baobabSms.form.message).toContain("Delivery details: Awaiting delivery details.")
      expect(baobabSms.form.message).not.toContain("Test product 2,")
      const [acaciaSms] = await newOrderText(acacia.merchantId)
      expect(acaciaSms.form.message).toContain(`new order ${placed.number}: 1 x Test product 2.`)
      expect(acaciaSms.form.message).not.toContain("Test product 14")

      // The Chui brand has no merchant: nobody else is told; each merchant once.
      await pause(1000)
      const newOrderTexts = sent().filter((r) => r.form.message.includes(`new order ${placed.number}`))
      expect(newOrderTexts).toHaveLength(2)
      expect(emailsInOutbox(baobab.email, "merchant-new-order").filter((m) => m.text.includes(placed._id))).toHaveLength(1)
    })
  },
})
