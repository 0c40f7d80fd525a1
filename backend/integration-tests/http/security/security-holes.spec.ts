import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { deleteCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const home = { address: "12 Moi Avenue", city: "Nairobi", state: "Nairobi County", country: "Kenya", zipCode: "00100" }
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    describe("sessions", () => {
      it("refuse the token of a customer deleted by an admin, and store nothing for them", async () => {
        const member = await register(api)
        expect((await api.get("/api/user/me", bearer(member.token))).status).toBe(200)

        await deleteCustomersWorkflow(getContainer()).run({ input: { ids: [member.user.id] } })

        for (const path of ["/api/user/me", "/api/address", "/api/order/me"]) {
          const res = await api.get(path, bearer(member.token))
          expect({ path, status: res.status }).toEqual({ path, status: 401 })
          expect(res.data).toEqual({ error: "Unauthorized Access! Please login again." })
        }
        const added = await api.post("/api/address/add", { ...home, isDefault: true }, bearer(member.token))
        expect(added.status).toBe(401)
        const addresses = await getContainer().resolve(Modules.CUSTOMER).listCustomerAddresses({ customer_id: member.user.id })
        expect(addresses).toEqual([])
      })

      it("end every session opened before a password change, and keep the new one", async () => {
        const member = await register(api)
        const other = await api.post("/api/auth/login", { email: member.email, password: member.password }, anyStatus)
        expect(other.status).toBe(200)
        await wait(1100) // tokens carry their issue time in whole seconds

        const changed = await api.post("/api/auth/reset", { password: member.password, confirmPassword: "new-secret" }, bearer(member.token))
        expect(changed.status).toBe(200)

        expect((await api.get("/api/user/me", bearer(member.token))).status).toBe(401)
        expect((await api.get("/api/user/me", bearer(other.data.token))).status).toBe(401)
        const fresh = await api.post("/api/auth/login", { email: member.email, password: "new-secret" }, anyStatus)
        expect(fresh.status).toBe(200)
        expect((await api.get("/api/user/me", bearer(fresh.data.token))).data.user).toMatchObject({ email: member.email })
      })
    })

    describe("malformed requests", () => {
      it("answer 400 for bad percent-encoding and NUL in the path, query or body, and store nothing", async () => {
        const member = await register(api)
        for (const path of ["/api/address/%", "/api/address/%ff", "/api/address/a%00b", "/api/brand/%E0%A4%A"]) {
          const res = await api.get(path, bearer(member.token))
          expect({ path, status: res.status }).toEqual({ path, status: 400 })
          expect(res.data.error).toEqual(expect.any(String))
        }
        const query = await api.get("/api/product/list?name=so%00lar", anyStatus)
        expect(query.status).toBe(400)
        expect(query.data).toEqual({ error: "Text may not contain NUL characters." })

        const body = await api.post("/api/address/add", { ...home, city: "Nai\u0000robi" }, bearer(member.token))
        expect(body.status).toBe(400)
        expect(body.data).toEqual({ error: "Text may not contain NUL characters." })
        expect((await api.get("/api/address", bearer(member.token))).data.addresses).toEqual([])
      })

      it("answer 400 for invalid JSON and 413 for a body over the limit, never a stack trace", async () => {
        const member = await register(api)
        const broken = await api.post("/api/address/add", '{"address": ', {
          ...bearer(member.token),
          headers: { authorization: member.token, "content-type": "application/json" },
        })
        expect(broken.status).toBe(400)
        expect(broken.data).toEqual({ error: "The request body is not valid JSON." })

        const huge = await api.post("/api/contact/add", { name: "x", email: "a@b.co", message: "m".repeat(1_100_000) }, anyStatus)
        expect(huge.status).toBe(413)
        expect(huge.data).toEqual({ error: "The request body is too large." })
      })

      it("route percent-encoded letters like the plain path, so no public exception is reached by encoding", async () => {
        const plain = await api.get("/api/product/list?limit=1", anyStatus)
        const encoded = await api.get("/api/product/%6cist?limit=1", anyStatus)
        expect(encoded.status).toBe(plain.status)
        expect(encoded.data).toEqual(plain.data)
        expect((await api.get("/api/category/%6cist", anyStatus)).data).toEqual((await api.get("/api/category/list", anyStatus)).data)
      })
    })

    describe("strict types and bounded text", () => {
      it("refuse booleans, null and empty text as numbers, and 100 kB codes, changing nothing", async () => {
        await seedTestCatalogue(getContainer())
        const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
        const member = await register(api)
        const product = await productBySlug(api, "test-product-3")

        const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: true }] }, bearer(member.token))
        expect(cart.status).toBe(400)
        expect(cart.data).toEqual({ error: "Quantity must be a number." })

        for (const [field, value, error] of [
          ["quantity", null, "Quantity must be a number."],
          ["quantity", "", "Quantity must be a number."],
          ["price", true, "Price must be a number."],
          ["sku", "X".repeat(100_000), "Sku may not be longer than 120 characters."],
          ["slug", "y".repeat(100_000), "Slug may not be longer than 120 characters."],
        ] as const) {
          const res = await api.put(`/api/product/${product._id}`, { product: { [field]: value } }, bearer(admin.token))
          expect({ field, status: res.status, body: res.data }).toEqual({ field, status: 400, body: { error } })
        }
        const after = await productBySlug(api, "test-product-3")
        expect({ sku: after.sku, slug: after.slug, price: after.price, quantity: after.quantity }).toEqual({
          sku: product.sku,
          slug: product.slug,
          price: product.price,
          quantity: product.quantity,
        })
      })
    })
  },
})
