import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import fs from "fs"
import path from "path"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { SEED_IMAGE_DIR } from "../../../src/scripts/seed/import-catalogue"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { SAMPLE_IMAGE, seedTestCatalogue } from "../../fixtures/catalogue"
import { MATRIX, ROLES, type MatrixRow, type Role, type Target } from "../../fixtures/authorization-matrix"

const JPEG = fs.readFileSync(path.join(SEED_IMAGE_DIR, SAMPLE_IMAGE))
const home = { address: "12 Moi Avenue", city: "Nairobi", state: "Nairobi County", country: "Kenya", zipCode: "00100", isDefault: true }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    it("gives each caller exactly the status of the matrix, and denied calls change nothing", async () => {
      const container = getContainer()
      await seedTestCatalogue(container)
      const brands = container.resolve<BrandModuleService>(BRAND_MODULE)
      // Real, approved and active merchant records: merchants change their brand only while active.
      await container.resolve<MerchantModuleService>(MERCHANT_MODULE).createMerchants(
        ["a", "b"].map((x, i) => ({
          id: `mer_matrix_${x}`,
          name: `Matrix merchant ${x}`,
          email: null,
          phone_number: `07000000${i}0`,
          phone_digits: `07000000${i}0`,
          brand_name: `Matrix ${x}`,
          business: "Selling for the authorization matrix.",
          status: "Approved" as const,
          is_active: true,
        }))
      )
      const tokens: Record<Role, string | undefined> = {
        anonymous: undefined,
        member: (await register(api)).token,
        otherMember: (await register(api)).token,
        merchant: (await registerWithRole(api, container, "ROLE_MERCHANT", "mer_matrix_a")).token,
        otherMerchant: (await registerWithRole(api, container, "ROLE_MERCHANT", "mer_matrix_b")).token,
        admin: (await registerWithRole(api, container, "ROLE_ADMIN")).token,
      }
      const [brandA] = await brands.listBrands({ slug: "acacia" })
      const [brandB] = await brands.listBrands({ slug: "baobab" })
      await brands.updateBrands([
        { id: brandA.id, merchant_id: "mer_matrix_a" },
        { id: brandB.id, merchant_id: "mer_matrix_b" },
      ])
      let serial = 0
      let reviewed = 4

      const make: Record<Exclude<Target, "none">, () => Promise<Record<string, string>>> = {
        address: async () => ({ address: (await api.post("/api/address/add", home, bearer(tokens.member!))).data.address._id }),
        order: async () => {
          const placed = await order(api, tokens.member!, [{ slug: "test-product-1", quantity: 1 }])
          return { order: placed._id, line: placed.products[0]._id }
        },
        line: async () => make.order(),
        cart: async () => {
          const product = await productBySlug(api, "test-product-2")
          const line = { product: product._id, quantity: 1, variant: null, price: product.price, taxable: product.taxable }
          const cart = await api.post("/api/cart/add", { products: [line] }, bearer(tokens.member!))
          return { cart: cart.data.cartId, cartTotal: String(product.price) }
        },
        brand: async () => {
          serial += 1
          const added = await api.post("/api/brand/add", { name: `Matrix Brand ${serial}`, description: "A brand for the matrix.", isActive: true }, bearer(tokens.admin!))
          await brands.updateBrands({ id: added.data.brand._id, merchant_id: "mer_matrix_a" })
          return { brand: added.data.brand._id }
        },
        review: async () => {
          reviewed += 1
          const product = await productBySlug(api, `test-product-${reviewed}`)
          const title = `Matrix review ${reviewed}`
          const added = await api.post("/api/review/add", { product: product._id, title, review: "Works as described.", rating: 4, isRecommended: 1 }, bearer(tokens.member!))
          if (added.status !== 200) throw new Error(`review: ${JSON.stringify(added.data)}`)
          const { reviews } = (await api.get("/api/review?limit=100", bearer(tokens.admin!))).data
          return { review: reviews.find((r: { title: string }) => r.title === title)._id }
        },
        product: async () => {
          serial += 1
          const form = new FormData()
          const fields = { sku: `MTX-${serial}`, name: `Matrix Product ${serial}`, description: "For the matrix.", quantity: "5", price: "100", taxable: "0", isActive: "true", brand: brandA.id }
          for (const [key, value] of Object.entries(fields)) form.append(key, value)
          form.append("image", new Blob([new Uint8Array(JPEG)], { type: "image/jpeg" }), "matrix.jpg")
          const added = await api.post("/api/product/add", form, bearer(tokens.admin!))
          if (added.status !== 200) throw new Error(`product: ${JSON.stringify(added.data)}`)
          return { product: added.data.product._id }
        },
      }

      /** The object as its owner (or an admin for catalogue objects) reads it. */
      const snapshot: Record<Exclude<Target, "none">, (ids: Record<string, string>) => Promise<unknown>> = {
        address: async (ids) => (await api.get(`/api/address/${ids.address}`, bearer(tokens.member!))).data,
        order: async (ids) => (await api.get(`/api/order/${ids.order}`, bearer(tokens.member!))).data,
        line: async (ids) => snapshot.order(ids),
        cart: async (ids) => {
          const query = container.resolve(ContainerRegistrationKeys.QUERY)
          const { data } = await query.graph({ entity: "cart", fields: ["completed_at", "items.quantity"], filters: { id: ids.cart } })
          return data
        },
        brand: async (ids) => (await api.get(`/api/brand/${ids.brand}`, bearer(tokens.admin!))).data,
        product: async (ids) => (await api.get(`/api/product/${ids.product}`, bearer(tokens.admin!))).data,
        review: async (ids) =>
          (await api.get("/api/review?limit=100", bearer(tokens.admin!))).data.reviews.find((r: { _id: string }) => r._id === ids.review) ?? null,
      }

      const callRow = (row: MatrixRow, role: Role, ids: Record<string, string>) => {
        const [method, pattern] = row.call.split(" ")
        const url = pattern.replace(":id", ids[row.target] ?? "")
        return api.request({ method, url, data: row.body?.(ids), ...(tokens[role] ? bearer(tokens[role]!) : anyStatus) })
      }

      const mismatches: string[] = []
      for (const row of MATRIX) {
        const shared = row.target === "none" ? {} : await make[row.target]()
        const denied = ROLES.filter((role) => row.expect[role] >= 400)
        const allowed = ROLES.filter((role) => row.expect[role] < 400)
        for (const role of [...denied, ...allowed]) {
          const ids = row.destructive && allowed.includes(role) && row.target !== "none" ? await make[row.target]() : shared
          const before = row.target === "none" ? null : await snapshot[row.target](ids)
          const res = await callRow(row, role, ids)
          if (res.status !== row.expect[role]) {
            mismatches.push(`${row.call} as ${role}: ${res.status} (expected ${row.expect[role]}) ${JSON.stringify(res.data).slice(0, 120)}`)
          }
          if (res.status >= 400 && row.target !== "none") {
            expect({ call: row.call, role, after: await snapshot[row.target](ids) }).toEqual({ call: row.call, role, after: before })
          }
        }
      }
      expect(mismatches).toEqual([])

      const otherMerchantOrders = (await api.get("/api/order", bearer(tokens.otherMerchant!))).data.orders
      expect(otherMerchantOrders).toEqual([])
    })
  },
})
