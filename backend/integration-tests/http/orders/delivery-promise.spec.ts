import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { eventually } from "../../helpers/eventually"
import { uniquePhone } from "../../helpers/merchants"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { smsInOutbox } from "../../helpers/sms"
import { seedTestCatalogue } from "../../fixtures/catalogue"

/** Today in Nairobi plus `days`, as `YYYY-MM-DD` (what the shop promises, counted in calendar days). */
function nairobiDayPlus(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function cartOf(api: ShopApi, token: string, slug: string) {
  const product = await productBySlug(api, slug)
  const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(token))
  expect(cart.status).toBe(200)
  return { cartId: cart.data.cartId as string, total: product.price as number }
}

const HUB = {
  name: "Kencom Hub",
  town: "Nairobi CBD",
  county: "Nairobi",
  openingHours: "Mon–Sat 8:00–19:00",
  address: "Moi Avenue 12, ground floor",
  landmark: "Opposite Kencom bus stop",
  phone: "0722 000 111",
  mapUrl: "https://maps.google.com/?q=-1.2841,36.8233",
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let adminToken: string

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      adminToken = (await registerWithRole(api, getContainer(), "ROLE_ADMIN")).token
    })

    /** Places a pickup order at the station for a new buyer whose checkout phone is `phone`. */
    async function pickupOrder(stationId: string, phone: string) {
      const buyer = await register(api)
      const { cartId, total } = await cartOf(api, buyer.token, "test-product-1")
      const placed = await api.post("/api/order/add", { cartId, total, delivery: { option: "pickup", stationId, phone } }, bearer(buyer.token))
      expect(placed.status).toBe(200)
      return { buyer, orderId: placed.data.order._id as string }
    }

    it("the admin promises days per county and option; checkout and the order carry the arrival window, which later edits leave alone", async () => {
      const member = await register(api)
      const refused = await api.put("/api/delivery/days", { county: "Nairobi", option: "home", minDays: 1, maxDays: 2 }, bearer(member.token))
      expect(refused.status).toBe(403)
      const backwards = await api.put("/api/delivery/days", { county: "Nairobi", option: "home", minDays: 3, maxDays: 1 }, bearer(adminToken))
      expect(backwards.status).toBe(400)
      expect(backwards.data).toEqual({ error: "The most days may not be fewer than the fewest days." })
      const tooMany = await api.put("/api/delivery/days", { county: "Nairobi", option: "home", minDays: 1, maxDays: 999 }, bearer(adminToken))
      expect(tooMany.data).toEqual({ error: "Days must be whole numbers from 0 to 60." })

      const saved = await api.put("/api/delivery/days", { county: "nairobi", option: "home", minDays: 1, maxDays: 2 }, bearer(adminToken))
      expect(saved.status).toBe(200)
      expect(saved.data.days).toEqual({ county: "Nairobi", option: "home", minDays: 1, maxDays: 2 })
      expect((await api.put("/api/delivery/days", { county: "Kisumu", option: "home", minDays: 3, maxDays: 5 }, bearer(adminToken))).status).toBe(200)

      const options = (await api.get("/api/delivery", bearer(member.token))).data
      const nairobi = options.counties.find((c: { name: string }) => c.name === "Nairobi")
      expect(nairobi.days).toEqual({ home: { minDays: 1, maxDays: 2 }, pickup: null })
      expect(nairobi.arrives).toEqual({ home: { from: nairobiDayPlus(1), to: nairobiDayPlus(2) }, pickup: null })
      expect(options.counties.find((c: { name: string }) => c.name === "Kisumu").arrives.home).toEqual({ from: nairobiDayPlus(3), to: nairobiDayPlus(5) })

      const buyer = await register(api)
      // A phone of its own: the SMS outbox is shared by every spec of the run, and DK numbers restart in each.
      const phone = uniquePhone()
      const address = (
        await api.post(
          "/api/address/add",
          { address: "Kimathi Street 12", city: "Nairobi", country: "Kenya", county: "Nairobi", phone, isDefault: true },
          bearer(buyer.token)
        )
      ).data.address
      const { cartId, total } = await cartOf(api, buyer.token, "test-product-1")
      const placed = await api.post("/api/order/add", { cartId, total, delivery: { addressId: address._id, option: "home" } }, bearer(buyer.token))
      expect(placed.status).toBe(200)
      const orderId = placed.data.order._id
      const order = (await api.get(`/api/order/${orderId}`, bearer(buyer.token))).data.order
      expect(order.delivery.arrives).toEqual({ from: nairobiDayPlus(1), to: nairobiDayPlus(2) })
      const placedSms = await eventually(async () => smsInOutbox(`+254${phone.slice(1)}`, "order-placed"), (found) => found.length > 0)
      expect(placedSms[0].text).toMatch(new RegExp(`^Duka Kenya: order ${order.number} placed\\. .*\\. Arrives \\w{3} \\d{1,2}( \\w{3})? - \\w{3} \\d{1,2} \\w{3}\\. http`))

      // A later promise does not move a placed order; clearing it promises nothing to new orders.
      expect((await api.put("/api/delivery/days", { county: "Nairobi", option: "home", minDays: 4, maxDays: 6 }, bearer(adminToken))).status).toBe(200)
      expect((await api.get(`/api/order/${orderId}`, bearer(buyer.token))).data.order.delivery.arrives).toEqual({ from: nairobiDayPlus(1), to: nairobiDayPlus(2) })
      expect((await api.put("/api/delivery/days", { county: "Nairobi", option: "home", minDays: null, maxDays: null }, bearer(adminToken))).status).toBe(200)
      const cleared = (await api.get("/api/delivery", bearer(member.token))).data.counties.find((c: { name: string }) => c.name === "Nairobi")
      expect(cleared.arrives.home).toBeNull()
    })

    it("pickup stations carry an address, landmark, phone and map link, and the order shows them", async () => {
      const badLink = await api.post("/api/delivery/station/add", { ...HUB, mapUrl: "javascript:alert(1)" }, bearer(adminToken))
      expect(badLink.status).toBe(400)
      expect(badLink.data).toEqual({ error: "Map link must be a web address starting with https://, e.g. a Google Maps link." })
      const badPhone = await api.post("/api/delivery/station/add", { ...HUB, phone: "12" }, bearer(adminToken))
      expect(badPhone.status).toBe(400)

      const hub = (await api.post("/api/delivery/station/add", HUB, bearer(adminToken))).data.station
      expect(hub).toMatchObject({
        address: "Moi Avenue 12, ground floor",
        landmark: "Opposite Kencom bus stop",
        phone: "+254722000111",
        mapUrl: "https://maps.google.com/?q=-1.2841,36.8233",
      })
      const edited = await api.put(`/api/delivery/station/${hub._id}`, { landmark: "Beside the Kencom stage" }, bearer(adminToken))
      expect(edited.data.station).toMatchObject({ landmark: "Beside the Kencom stage", address: "Moi Avenue 12, ground floor" })
      await api.put("/api/delivery/days", { county: "Nairobi", option: "pickup", minDays: 2, maxDays: 3 }, bearer(adminToken))

      const { buyer, orderId } = await pickupOrder(hub._id, "0733 444 555")
      const order = (await api.get(`/api/order/${orderId}`, bearer(buyer.token))).data.order
      expect(order.delivery.station).toEqual({
        _id: hub._id,
        name: "Kencom Hub",
        openingHours: "Mon–Sat 8:00–19:00",
        address: "Moi Avenue 12, ground floor",
        landmark: "Beside the Kencom stage",
        phone: "+254722000111",
        mapUrl: "https://maps.google.com/?q=-1.2841,36.8233",
      })
      expect(order.delivery.arrives).toEqual({ from: nairobiDayPlus(2), to: nairobiDayPlus(3) })
    })

    it("a pickup buyer gets a collection code by SMS that only they see; the station refuses a wrong code with 400 and hands over once", async () => {
      const hub = (await api.post("/api/delivery/station/add", HUB, bearer(adminToken))).data.station
      const { buyer, orderId } = await pickupOrder(hub._id, "0711 222 333")

      const sms = await eventually(async () => smsInOutbox("+254711222333", "collection-code"), (found) => found.length > 0)
      expect(sms).toHaveLength(1)
      const code = /code for order (DK-\d+) is (\d{6})\./.exec(sms[0].text)
      expect(code).not.toBeNull()
      const [, number, sent] = code!
      expect(sms[0].text).toContain("Collect at Kencom Hub, Moi Avenue 12, ground floor, near Opposite Kencom bus stop, Nairobi CBD.")
      expect(sms[0].text).toContain("Tel +254722000111.")

      const mine = await api.get(`/api/delivery/collection/${orderId}`, bearer(buyer.token))
      expect(mine.data.collection).toEqual({ code: sent, collectedAt: null })
      const stranger = await register(api)
      expect((await api.get(`/api/delivery/collection/${orderId}`, bearer(stranger.token))).status).toBe(404)
      // The order's JSON never carries it (the admin and the seller read that too).
      const adminView = await api.get(`/api/order/${orderId}`, bearer(adminToken))
      expect(JSON.stringify(adminView.data)).not.toContain(sent)

      // Only admins hand over; a wrong code is refused and nothing is recorded.
      expect((await api.post("/api/delivery/collect", { order: number, code: sent }, bearer(buyer.token))).status).toBe(403)
      const wrong = sent === "000000" ? "000001" : "000000"
      const refused = await api.post("/api/delivery/collect", { order: number, code: wrong }, bearer(adminToken))
      expect(refused.status).toBe(400)
      expect(refused.data.error).toMatch(/not right for this order/)
      expect((await api.post("/api/delivery/collect", { order: "DK-99999999", code: sent }, bearer(adminToken))).status).toBe(404)

      const handed = await api.post("/api/delivery/collect", { order: number.toLowerCase(), code: sent }, bearer(adminToken))
      expect(handed.status).toBe(200)
      expect(handed.data).toMatchObject({ success: true, message: `The code is right: hand order ${number} over to Achieng Otieno.` })
      const again = await api.post("/api/delivery/collect", { order: number, code: sent }, bearer(adminToken))
      expect(again.status).toBe(400)
      expect(again.data.error).toMatch(new RegExp(`^Order ${number} was already collected on `))
      expect((await api.get(`/api/delivery/collection/${orderId}`, bearer(buyer.token))).data.collection.collectedAt).not.toBeNull()

      // A home delivery has no code to check.
      const homeBuyer = await register(api)
      const home = await cartOf(api, homeBuyer.token, "test-product-1")
      const homeOrder = await api.post("/api/order/add", { cartId: home.cartId, total: home.total }, bearer(homeBuyer.token))
      const homeNumber = (await api.get(`/api/order/${homeOrder.data.order._id}`, bearer(homeBuyer.token))).data.order.number
      const notPickup = await api.post("/api/delivery/collect", { order: homeNumber, code: "123456" }, bearer(adminToken))
      expect(notPickup.data).toEqual({ error: "This order is not for collection at a pickup station." })
    })

    it("wrong codes for one order are limited: after five, even the right code waits (429)", async () => {
      const hub = (await api.post("/api/delivery/station/add", HUB, bearer(adminToken))).data.station
      const { buyer, orderId } = await pickupOrder(hub._id, "0744 555 666")
      const order = (await api.get(`/api/order/${orderId}`, bearer(buyer.token))).data.order
      const { code } = (await api.get(`/api/delivery/collection/${orderId}`, bearer(buyer.token))).data.collection
      const wrong = code === "111111" ? "222222" : "111111"
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await api.post("/api/delivery/collect", { order: order.number, code: wrong }, bearer(adminToken))).status).toBe(400)
      }
      const limited = await api.post("/api/delivery/collect", { order: order.number, code }, bearer(adminToken))
      expect(limited.status).toBe(429)
      expect(limited.data.error).toMatch(/^Too many wrong collection codes for this order\./)
    })

    it("the home page's promise follows the fee table, and the sign-in page learns which social providers are configured (both public)", async () => {
      const before = await api.get("/api/delivery/promise")
      expect(before.status).toBe(200)
      expect(before.data.counties).toBe(47)
      expect(before.data.freeHome).toContain("Nairobi")
      expect((await api.put("/api/delivery/fee", { county: "Nairobi", option: "home", fee: 200 }, bearer(adminToken))).status).toBe(200)
      const after = (await api.get("/api/delivery/promise")).data
      expect(after.freeHome).not.toContain("Nairobi")
      expect(after.freeHome).toHaveLength(46)
      expect(after.freePickup).toContain("Nairobi")

      const saved = { id: process.env.GOOGLE_CLIENT_ID, secret: process.env.GOOGLE_CLIENT_SECRET }
      try {
        delete process.env.GOOGLE_CLIENT_ID
        delete process.env.GOOGLE_CLIENT_SECRET
        const none = await api.get("/api/auth/providers")
        expect(none.status).toBe(200)
        expect(none.data).toEqual({ google: false, facebook: false })
        process.env.GOOGLE_CLIENT_ID = "duka-test"
        process.env.GOOGLE_CLIENT_SECRET = "duka-test-secret"
        expect((await api.get("/api/auth/providers")).data).toEqual({ google: true, facebook: false })
      } finally {
        for (const [key, value] of [["GOOGLE_CLIENT_ID", saved.id], ["GOOGLE_CLIENT_SECRET", saved.secret]] as const) {
          if (value === undefined) delete process.env[key]
          else process.env[key] = value
        }
      }
    })
  },
})
