import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import fs from "fs"
import path from "path"
import { SEED_IMAGE_DIR } from "../../../src/scripts/seed/import-catalogue"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { setMerchantActiveWorkflow } from "../../../src/workflows/merchants/set-merchant-active"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { order, registerWithRole } from "../../helpers/shop"
import { merchantWithAccount } from "../../helpers/merchants"
import { SAMPLE_IMAGE, seedTestCatalogue } from "../../fixtures/catalogue"

const JPEG = fs.readFileSync(path.join(SEED_IMAGE_DIR, SAMPLE_IMAGE))

// A step after the disable cascade that fails on demand, to prove the cascade is undone.
let failAfterCascade = false
setMerchantActiveWorkflow.hooks.merchantActiveSet(() => {
  if (failAfterCascade) throw new Error("simulated failure after the cascade")
})

function productForm(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  data.append("image", new Blob([new Uint8Array(JPEG)], { type: "image/jpeg" }), "photo.jpg")
  return data
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let acaciaMerchant: Awaited<ReturnType<typeof merchantWithAccount>>
    let baobabMerchant: Awaited<ReturnType<typeof merchantWithAccount>>

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      acaciaMerchant = await merchantWithAccount(api, getContainer(), "acacia")
      baobabMerchant = await merchantWithAccount(api, getContainer(), "baobab")
    })

    const brands = () => getContainer().resolve<BrandModuleService>(BRAND_MODULE)
    const brandBySlug = async (slug: string) => (await brands().listBrands({ slug }))[0]

    it("brand lists carry the merchant's name; a merchant sees, edits and switches only their brand", async () => {
      const listed = (await api.get("/api/brand/list")).data.brands
      expect(listed.find((b: any) => b.slug === "acacia").merchant).toEqual({ _id: acaciaMerchant.merchantId, name: "Wanjiru Kamau" })
      expect(listed.find((b: any) => b.slug === "chui").merchant).toBeNull()
      const adminList = (await api.get("/api/brand", bearer((await registerWithRole(api, getContainer(), "ROLE_ADMIN")).token))).data.brands
      expect(adminList.find((b: any) => b.slug === "baobab").merchant).toEqual({ _id: baobabMerchant.merchantId, name: "Wanjiru Kamau" })

      const token = acaciaMerchant.token
      const acacia = await brandBySlug("acacia")
      const baobab = await brandBySlug("baobab")
      expect((await api.get("/api/brand", bearer(token))).data.brands.map((b: any) => b.slug)).toEqual(["acacia"])
      expect((await api.get("/api/brand/list/select", bearer(token))).data.brands).toEqual([{ _id: acacia.id, name: "Acacia" }])
      expect((await api.get(`/api/brand/${baobab.id}`, bearer(token))).status).toBe(404)
      expect((await api.put(`/api/brand/${baobab.id}`, { brand: { name: "Mine now" } }, bearer(token))).status).toBe(404)
      expect((await api.put(`/api/brand/${baobab.id}/active`, { brand: { isActive: false } }, bearer(token))).status).toBe(404)
      expect((await api.put(`/api/brand/${acacia.id}`, { brand: { slug: "baobab" } }, bearer(token))).status).toBe(400)
      expect((await api.post("/api/brand/add", { name: "Extra", description: "More." }, bearer(token))).status).toBe(403)
      expect((await api.delete(`/api/brand/delete/${acacia.id}`, bearer(token))).status).toBe(403)
      expect(await brandBySlug("baobab")).toMatchObject({ name: "Baobab", is_active: true, merchant_id: baobabMerchant.merchantId })

      expect((await api.put(`/api/brand/${acacia.id}`, { brand: { description: "Pots from Nairobi." } }, bearer(token))).status).toBe(200)
      expect((await brandBySlug("acacia")).description).toBe("Pots from Nairobi.")
    })

    it("a merchant lists and changes only their products, and adds to their own brand whatever is sent", async () => {
      const token = acaciaMerchant.token
      const own = (await api.get("/api/product", bearer(token))).data.products
      expect(own.length).toBe(15)
      expect(new Set(own.map((p: any) => p.brand.slug))).toEqual(new Set(["acacia"]))

      const foreign = (await api.get("/api/product/list?brand=baobab")).data.products[0]
      expect((await api.get(`/api/product/${foreign._id}`, bearer(token))).status).toBe(404)
      expect((await api.put(`/api/product/${foreign._id}`, { product: { name: "Stolen" } }, bearer(token))).status).toBe(404)
      expect((await api.put(`/api/product/${foreign._id}/active`, { product: { isActive: false } }, bearer(token))).status).toBe(404)
      expect((await api.delete(`/api/product/delete/${foreign._id}`, bearer(token))).status).toBe(404)
      expect((await api.get(`/api/product/item/${foreign.slug}`)).data.product.name).toBe(foreign.name)

      const baobab = await brandBySlug("baobab")
      const added = await api.post(
        "/api/product/add",
        productForm({ sku: "MER-001", name: "Clay Pot", description: "A clay cooking pot.", quantity: "5", price: "900", taxable: "0", brand: baobab.id }),
        bearer(token)
      )
      expect(added.status).toBe(200)
      expect(added.data.product.brand.slug).toBe("acacia")
      expect((await api.put(`/api/product/${added.data.product._id}/active`, { product: { isActive: false } }, bearer(token))).status).toBe(200)
    })

    it("ignores a merchant's isAddon on add and on update (admins only, spec §6); an admin's is kept", async () => {
      const token = acaciaMerchant.token
      const added = await api.post(
        "/api/product/add",
        productForm({ sku: "MER-ADD-1", name: "Gift Card", description: "A card to go with a gift.", quantity: "5", price: "50", taxable: "0", isAddon: "true" }),
        bearer(token)
      )
      expect(added.status).toBe(200)
      expect(added.data.product.isAddon).toBe(false)
      const id = added.data.product._id
      expect((await api.get(`/api/product/${id}`, bearer(token))).data.product.isAddon).toBe(false)

      const promoted = await api.put(`/api/product/${id}`, { product: { isAddon: true, name: "Gift Card Deluxe" } }, bearer(token))
      expect(promoted.status).toBe(200)
      const afterMerchant = (await api.get(`/api/product/${id}`, bearer(token))).data.product
      expect(afterMerchant).toMatchObject({ name: "Gift Card Deluxe", isAddon: false })
      const addons = (await api.get("/api/product/list?isAddon=true")).data.products.map((p: any) => p.slug)
      expect(addons).not.toContain(afterMerchant.slug)

      const seededAddon = (await api.get("/api/product/item/test-product-21")).data.product
      expect(seededAddon.isAddon).toBe(true)
      expect((await api.put(`/api/product/${seededAddon._id}`, { product: { isAddon: false } }, bearer(token))).status).toBe(200)
      expect((await api.get(`/api/product/${seededAddon._id}`, bearer(token))).data.product.isAddon).toBe(true)

      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      expect((await api.put(`/api/product/${id}`, { product: { isAddon: true } }, bearer(admin.token))).status).toBe(200)
      expect((await api.get(`/api/product/${id}`, bearer(token))).data.product.isAddon).toBe(true)
      const acacia = await brandBySlug("acacia")
      const byAdmin = await api.post(
        "/api/product/add",
        productForm({ sku: "ADM-ADD-1", name: "Ribbon", description: "A ribbon for wrapping.", quantity: "5", price: "30", taxable: "0", isAddon: "true", brand: acacia.id }),
        bearer(admin.token)
      )
      expect(byAdmin.status).toBe(200)
      expect(byAdmin.data.product.isAddon).toBe(true)
    })

    it("a merchant sees only their lines of an order and moves only those forward; another merchant sees none", async () => {
      const buyer = await register(api)
      const mixed = await order(api, buyer.token, [
        { slug: "test-product-2", quantity: 1 },
        { slug: "test-product-14", quantity: 1 },
      ])
      const acaciaLine = mixed.products.find((p: any) => p.product.slug === "test-product-2")
      const baobabLine = mixed.products.find((p: any) => p.product.slug === "test-product-14")
      const put = (token: string, line: any, status: string) =>
        api.put(`/api/order/status/item/${line._id}`, { orderId: mixed._id, cartId: mixed.cartId, status }, bearer(token))

      const seenReply = (await api.get(`/api/order/${mixed._id}`, bearer(acaciaMerchant.token))).data
      expect(seenReply.viewer).toBe("merchant")
      const seen = seenReply.order
      expect(seen.products.map((p: any) => p.product.slug)).toEqual(["test-product-2"])
      const list = (await api.get("/api/order", bearer(acaciaMerchant.token))).data.orders
      expect(list.find((o: any) => o._id === mixed._id).products).toHaveLength(1)

      expect((await put(acaciaMerchant.token, baobabLine, "Shipped")).status).toBe(404)
      expect((await put(acaciaMerchant.token, acaciaLine, "Processing")).status).toBe(200)
      const buyerReply = (await api.get(`/api/order/${mixed._id}`, bearer(buyer.token))).data
      expect(buyerReply.viewer).toBe("buyer")
      const buyerView = buyerReply.order
      expect(buyerView.products.find((p: any) => p._id === acaciaLine._id).status).toBe("Processing")
      expect(buyerView.products.find((p: any) => p._id === baobabLine._id).status).toBe("Not processed")

      const other = (await api.get(`/api/order/${mixed._id}`, bearer(baobabMerchant.token))).data.order
      expect(other.products.map((p: any) => p.product.slug)).toEqual(["test-product-14"])
      expect((await put(baobabMerchant.token, acaciaLine, "Delivered")).status).toBe(404)

      const member = await register(api)
      expect((await api.get("/api/order", bearer(member.token))).status).toBe(403)
      expect((await api.get(`/api/order/${mixed._id}`, bearer(member.token))).status).toBe(404)
    })

    it("disabling a merchant disables their brand and all its products; a failure after the cascade undoes it all", async () => {
      const boss = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const merchants = getContainer().resolve<MerchantModuleService>(MERCHANT_MODULE)
      const url = `/api/merchant/${baobabMerchant.merchantId}/active`
      const before = (await api.get("/api/product/list?brand=baobab")).data.count
      expect(before).toBeGreaterThan(0)

      failAfterCascade = true
      const failed = await api.put(url, { merchant: { isActive: false } }, bearer(boss.token))
      failAfterCascade = false
      expect(failed.status).toBe(500)
      expect(failed.data).toEqual({ error: "Your request could not be processed. Please try again." })
      expect((await merchants.retrieveMerchant(baobabMerchant.merchantId)).is_active).toBe(true)
      expect((await brandBySlug("baobab")).is_active).toBe(true)
      expect((await api.get("/api/product/list?brand=baobab")).data.count).toBe(before)

      expect((await api.put(url, { merchant: { isActive: false } }, bearer(boss.token))).status).toBe(200)
      expect((await merchants.retrieveMerchant(baobabMerchant.merchantId)).is_active).toBe(false)
      expect((await brandBySlug("baobab")).is_active).toBe(false)
      expect((await api.get("/api/product/list?brand=baobab")).data.count).toBe(0)
      const own = (await api.get("/api/product", bearer(baobabMerchant.token))).data.products
      expect(own.every((p: any) => p.isActive === false)).toBe(true)
      const product = own[0]
      expect((await api.put(`/api/product/${product._id}/active`, { product: { isActive: true } }, bearer(baobabMerchant.token))).status).toBe(403)
      expect((await api.get("/api/product", anyStatus)).status).toBe(401)
    })
  },
})
