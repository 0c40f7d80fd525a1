import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { bearer, readOutbox, register, type ShopApi } from "../../helpers/accounts"
import { merchantWithAccount } from "../../helpers/merchants"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const KENYAN_ADDRESS = {
  address: "Kimathi Street 12, Flat 4",
  city: "Nairobi",
  country: "Kenya",
  county: "Nairobi",
  landmark: "Opposite the Hilton",
  phone: "0712 345 678",
  isDefault: true,
}

/** A cart of products the way the storefront makes it; returns its id and the bag's total. */
async function cartOf(api: ShopApi, token: string, lines: { slug: string; quantity: number }[]) {
  const products = await Promise.all(lines.map((line) => productBySlug(api, line.slug)))
  const cart = await api.post(
    "/api/cart/add",
    { products: lines.map((line, i) => ({ product: products[i]._id, quantity: line.quantity })) },
    bearer(token)
  )
  expect(cart.status).toBe(200)
  return { cartId: cart.data.cartId as string, total: lines.reduce((sum, line, i) => sum + products[i].price * line.quantity, 0) }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let adminToken: string

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      adminToken = (await registerWithRole(api, getContainer(), "ROLE_ADMIN")).token
      for (const [county, option, fee] of [
        ["Nairobi", "home", 250],
        ["Nairobi", "pickup", 99.5],
        ["Mombasa", "home", 400],
      ] as const) {
        const res = await api.put("/api/delivery/fee", { county, option, fee }, bearer(adminToken))
        expect(res.status).toBe(200)
      }
    })

    describe("Kenyan addresses", () => {
      it("takes a county, a landmark and a rider's phone, and needs no state or postal code in Kenya", async () => {
        const buyer = await register(api)
        const added = await api.post("/api/address/add", KENYAN_ADDRESS, bearer(buyer.token))
        expect(added.status).toBe(200)
        expect(added.data.address).toMatchObject({
          address: "Kimathi Street 12, Flat 4",
          city: "Nairobi",
          county: "Nairobi",
          state: "Nairobi",
          landmark: "Opposite the Hilton",
          phone: "+254712345678",
          zipCode: "",
          isDefault: true,
        })

        const spelled = await api.post("/api/address/add", { ...KENYAN_ADDRESS, county: undefined, state: "muranga" }, bearer(buyer.token))
        expect(spelled.data.address).toMatchObject({ county: "Murang'a", state: "muranga" })

        const noCounty = await api.post("/api/address/add", { ...KENYAN_ADDRESS, county: "Atlantis" }, bearer(buyer.token))
        expect(noCounty.status).toBe(400)
        expect(noCounty.data).toEqual({ error: "Please choose a county." })
        const badPhone = await api.post("/api/address/add", { ...KENYAN_ADDRESS, phone: "12345" }, bearer(buyer.token))
        expect(badPhone.status).toBe(400)
        expect(badPhone.data.error).toMatch(/valid Kenyan phone number/)

        // Elsewhere the spec's rules stay.
        const abroad = await api.post("/api/address/add", { address: "1 Main St", city: "Kampala", country: "Uganda" }, bearer(buyer.token))
        expect(abroad.data).toEqual({ error: "State is required." })
        const list = await api.get("/api/address", bearer(buyer.token))
        expect(list.data.addresses).toHaveLength(2)
      })
    })

    describe("pickup stations and fees", () => {
      it("are kept by the admin only, and checkout lists the open stations with every county's fees", async () => {
        const member = await register(api)
        const refused = await api.post(
          "/api/delivery/station/add",
          { name: "X", town: "Y", county: "Nairobi", openingHours: "always" },
          bearer(member.token)
        )
        expect(refused.status).toBe(403)
        expect((await api.put("/api/delivery/fee", { county: "Nairobi", option: "home", fee: 0 }, bearer(member.token))).status).toBe(403)

        const badCounty = await api.post(
          "/api/delivery/station/add",
          { name: "X", town: "Y", county: "Gotham", openingHours: "always" },
          bearer(adminToken)
        )
        expect(badCounty.data).toEqual({ error: "Please choose one of Kenya's 47 counties." })

        const open = await api.post(
          "/api/delivery/station/add",
          { name: "Moi Avenue Hub", town: "Nairobi CBD", county: "nairobi", openingHours: "Mon–Sat 8:00–19:00" },
          bearer(adminToken)
        )
        expect(open.data.station).toMatchObject({ name: "Moi Avenue Hub", county: "Nairobi", isActive: true })
        const closed = await api.post(
          "/api/delivery/station/add",
          { name: "Closed Hub", town: "Thika", county: "Kiambu", openingHours: "never", isActive: false },
          bearer(adminToken)
        )
        expect(closed.status).toBe(200)
        const renamed = await api.put(`/api/delivery/station/${closed.data.station._id}`, { name: "Thika Hub" }, bearer(adminToken))
        expect(renamed.data.station).toMatchObject({ name: "Thika Hub", isActive: false })

        const options = await api.get("/api/delivery", bearer(member.token))
        expect(options.status).toBe(200)
        expect(options.data.counties).toHaveLength(47)
        expect(options.data.counties.find((c: { name: string }) => c.name === "Nairobi").fees).toEqual({ home: 250, pickup: 99.5 })
        expect(options.data.counties.find((c: { name: string }) => c.name === "Kisumu").fees).toEqual({ home: 0, pickup: 0 })
        const names = options.data.stations.map((s: { name: string }) => s.name)
        expect(names).toContain("Moi Avenue Hub")
        expect(names).not.toContain("Thika Hub")
        const adminView = await api.get("/api/delivery/station", bearer(adminToken))
        expect(adminView.data.stations.map((s: { name: string }) => s.name)).toContain("Thika Hub")
      })
    })

    describe("placing an order with delivery details", () => {
      it("home delivery: the county's fee is a line of its own in the totals, and Medusa's order total agrees", async () => {
        const buyer = await register(api)
        const address = (await api.post("/api/address/add", KENYAN_ADDRESS, bearer(buyer.token))).data.address
        const { cartId, total } = await cartOf(api, buyer.token, [
          { slug: "test-product-2", quantity: 1 },
          { slug: "test-product-3", quantity: 1 },
        ])

        const stale = await api.post(
          "/api/order/add",
          { cartId, total, delivery: { addressId: address._id, option: "home", fee: 0 } },
          bearer(buyer.token)
        )
        expect(stale.status).toBe(400)
        expect(stale.data.error).toBe("The delivery fee is now Kes. 250. Please check your order and place it again.")

        const placed = await api.post(
          "/api/order/add",
          { cartId, total, delivery: { addressId: address._id, option: "home", phone: "+254 700 111 222", fee: 250 } },
          bearer(buyer.token)
        )
        expect(placed.status).toBe(200)
        const { order } = (await api.get(`/api/order/${placed.data.order._id}`, bearer(buyer.token))).data
        expect(order.shipping).toBe(250)
        expect(order.totalWithTax).toBe(total + 250)
        // VAT is contained in the prices: test-product-2 (Kes. 200) is taxable at 16 %.
        expect(order.totalTax).toBe(27.59)
        expect(order.total).toBeCloseTo(total - 27.59, 2)
        expect(order.delivery).toMatchObject({
          state: "Ready",
          option: "home",
          optionName: "Home delivery",
          recipient: "Achieng Otieno",
          phone: "+254700111222",
          county: "Nairobi",
          town: "Nairobi",
          address: "Kimathi Street 12, Flat 4",
          landmark: "Opposite the Hilton",
          station: null,
          fee: 250,
        })

        const { data } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "order", fields: ["id", "total", "shipping_total"], filters: { id: order._id } })
        expect(Number(data[0].shipping_total)).toBe(250)
        expect(Number(data[0].total)).toBe(total + 250)

        // The order keeps its own copy: editing the address book does not move it.
        await api.put(`/api/address/${address._id}`, { ...KENYAN_ADDRESS, address: "Somewhere else 1", county: "Mombasa" }, bearer(buyer.token))
        const after = (await api.get(`/api/order/${order._id}`, bearer(buyer.token))).data.order
        expect(after.delivery).toMatchObject({ address: "Kimathi Street 12, Flat 4", county: "Nairobi", fee: 250 })
      })

      it("pickup station: the station is copied and its county's pickup fee applies; a closed or unknown one is refused", async () => {
        const buyer = await register(api)
        const station = async (body: Record<string, unknown>) =>
          (await api.post("/api/delivery/station/add", body, bearer(adminToken))).data.station
        const hub = await station({ name: "Moi Avenue Hub", town: "Nairobi CBD", county: "Nairobi", openingHours: "Mon–Sat 8:00–19:00" })
        const closed = await station({ name: "Thika Hub", town: "Thika", county: "Kiambu", openingHours: "never", isActive: false })
        const { cartId, total } = await cartOf(api, buyer.token, [{ slug: "test-product-1", quantity: 1 }])

        const missing = await api.post("/api/order/add", { cartId, total, delivery: { option: "pickup" } }, bearer(buyer.token))
        expect(missing.data).toEqual({ error: "Please choose a pickup station." })
        for (const stationId of [closed._id, "pstn_unknown"]) {
          const refused = await api.post("/api/order/add", { cartId, total, delivery: { option: "pickup", stationId } }, bearer(buyer.token))
          expect(refused.data).toEqual({ error: "This pickup station is no longer available. Please choose another one." })
        }

        const placed = await api.post(
          "/api/order/add",
          { cartId, total, delivery: { option: "pickup", stationId: hub._id, phone: "0110 123 456", fee: 99.5 } },
          bearer(buyer.token)
        )
        expect(placed.status).toBe(200)
        const { order } = (await api.get(`/api/order/${placed.data.order._id}`, bearer(buyer.token))).data
        expect(order.delivery).toMatchObject({
          state: "Ready",
          option: "pickup",
          optionName: "Pickup station",
          phone: "+254110123456",
          county: "Nairobi",
          town: "Nairobi CBD",
          address: null,
          station: { _id: hub._id, name: "Moi Avenue Hub", openingHours: "Mon–Sat 8:00–19:00" },
          fee: 99.5,
        })
        expect(order.totalWithTax).toBe(total + 99.5)
      })

      it("someone else's address reads as not found and changes nothing", async () => {
        const owner = await register(api)
        const theirs = (await api.post("/api/address/add", KENYAN_ADDRESS, bearer(owner.token))).data.address
        const buyer = await register(api)
        const { cartId, total } = await cartOf(api, buyer.token, [{ slug: "test-product-1", quantity: 1 }])
        const res = await api.post("/api/order/add", { cartId, total, delivery: { addressId: theirs._id } }, bearer(buyer.token))
        expect(res.status).toBe(404)
        expect((await api.get("/api/order/me", bearer(buyer.token))).data.orders).toHaveLength(0)
      })

      it("the spec's body alone uses the default address; with no address the order awaits delivery details until the buyer adds them", async () => {
        const seller = await merchantWithAccount(api, getContainer(), "chui")
        const buyer = await register(api)
        const { cartId, total } = await cartOf(api, buyer.token, [{ slug: "test-product-24", quantity: 1 }])
        const placed = await api.post("/api/order/add", { cartId, total, message: "" }, bearer(buyer.token))
        expect(placed.status).toBe(200)
        const orderId = placed.data.order._id
        const awaiting = (await api.get(`/api/order/${orderId}`, bearer(buyer.token))).data.order
        expect(awaiting.delivery).toMatchObject({ state: "Awaiting delivery details", address: null, fee: 0 })
        expect(awaiting.shipping).toBe(0)

        const placedMail = await readOutbox(buyer.email, "order-placed")
        expect(placedMail.text).toContain("add your delivery details")
        const sellerMail = await readOutbox(seller.email, "merchant-new-order")
        expect(sellerMail.text).toContain("Delivery details: Awaiting delivery details")

        // The seller sees the state instead of an address, and only the buyer may fill it in.
        const sellerView = (await api.get(`/api/order/${orderId}`, bearer(seller.token))).data.order
        expect(sellerView.delivery.state).toBe("Awaiting delivery details")
        const stranger = await register(api)
        const strangers = await api.put(`/api/order/${orderId}/delivery`, { option: "home" }, bearer(stranger.token))
        expect(strangers.status).toBe(404)

        const noAddressYet = await api.put(`/api/order/${orderId}/delivery`, { option: "home" }, bearer(buyer.token))
        expect(noAddressYet.status).toBe(200)
        expect(noAddressYet.data.order.delivery.state).toBe("Awaiting delivery details")

        const address = (await api.post("/api/address/add", { ...KENYAN_ADDRESS, county: "Mombasa", city: "Nyali" }, bearer(buyer.token))).data
          .address
        const given = await api.put(`/api/order/${orderId}/delivery`, { addressId: address._id, option: "home", fee: 400 }, bearer(buyer.token))
        expect(given.status).toBe(200)
        expect(given.data.order.delivery).toMatchObject({ state: "Ready", county: "Mombasa", town: "Nyali", fee: 400 })
        expect(given.data.order.totalWithTax).toBe(total + 400)
        const again = await api.put(`/api/order/${orderId}/delivery`, { addressId: address._id }, bearer(buyer.token))
        expect(again.status).toBe(400)
        expect(again.data).toEqual({ error: "This order already has its delivery details." })

        const sellerNotice = await readOutbox(seller.email, "merchant-new-order")
        expect(sellerNotice).toBeTruthy()

        // With a default address, a client that sends only the spec's fields gets home delivery there.
        const next = await cartOf(api, buyer.token, [{ slug: "test-product-24", quantity: 1 }])
        const plain = await api.post("/api/order/add", { cartId: next.cartId, total: next.total }, bearer(buyer.token))
        const plainOrder = (await api.get(`/api/order/${plain.data.order._id}`, bearer(buyer.token))).data.order
        expect(plainOrder.delivery).toMatchObject({ state: "Ready", option: "home", county: "Mombasa", phone: "+254712345678", fee: 400 })
      })
    })

    describe("sellers and admins", () => {
      it("the merchant sees whom to deliver to with their own lines; admins filter by status and county", async () => {
        const seller = await merchantWithAccount(api, getContainer(), "baobab")
        const buyer = await register(api, { firstName: "Wanjiru", lastName: "Kamau" })
        const address = (await api.post("/api/address/add", { ...KENYAN_ADDRESS, county: "Kisumu", city: "Kisumu" }, bearer(buyer.token))).data
          .address
        const { cartId, total } = await cartOf(api, buyer.token, [
          { slug: "test-product-14", quantity: 1 },
          { slug: "test-product-1", quantity: 1 },
        ])
        const placed = await api.post("/api/order/add", { cartId, total, delivery: { addressId: address._id } }, bearer(buyer.token))
        expect(placed.status).toBe(200)
        const orderId = placed.data.order._id

        const list = (await api.get("/api/order", bearer(seller.token))).data.orders
        const mine = list.find((o: { _id: string }) => o._id === orderId)
        expect(mine.delivery).toMatchObject({ recipient: "Wanjiru Kamau", phone: "+254712345678", county: "Kisumu", address: "Kimathi Street 12, Flat 4" })
        expect(mine.products.every((line: { name: string }) => line.name !== "Test product 1")).toBe(true)
        expect(mine.shipping).toBe(0)

        const kisumu = (await api.get("/api/order?county=Kisumu", bearer(adminToken))).data.orders.map((o: { _id: string }) => o._id)
        expect(kisumu).toContain(orderId)
        const mombasa = (await api.get("/api/order?county=Mombasa", bearer(adminToken))).data.orders.map((o: { _id: string }) => o._id)
        expect(mombasa).not.toContain(orderId)
        const notProcessed = (await api.get("/api/order?status=Not%20processed&county=Kisumu", bearer(adminToken))).data
        expect(notProcessed.orders.map((o: { _id: string }) => o._id)).toContain(orderId)
        const shipped = (await api.get("/api/order?status=Shipped", bearer(adminToken))).data.orders.map((o: { _id: string }) => o._id)
        expect(shipped).not.toContain(orderId)
        const awaiting = (await api.get("/api/order?status=Awaiting%20delivery%20details", bearer(adminToken))).data.orders
        expect(awaiting.every((o: { delivery: { state: string } }) => o.delivery.state === "Awaiting delivery details")).toBe(true)

        const bad = await api.get("/api/order?county=Gotham", bearer(adminToken))
        expect(bad.status).toBe(400)
        expect(bad.data).toEqual({ error: "county must be one of Kenya's 47 counties." })
      })
    })
  },
})
