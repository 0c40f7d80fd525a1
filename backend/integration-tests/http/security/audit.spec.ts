import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import fs from "fs"
import path from "path"
import { SEED_IMAGE_DIR } from "../../../src/scripts/seed/import-catalogue"
import { DAY_MS } from "../../../src/domain/ledger/settings"
import { reconcileLedger } from "../../helpers/ledger"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { eventually } from "../../helpers/eventually"
import { applied, merchantWithAccount } from "../../helpers/merchants"
import { confirmCash, setLineStatus } from "../../helpers/orders"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { SAMPLE_IMAGE, seedTestCatalogue } from "../../fixtures/catalogue"

type Entry = {
  _id: string
  actor: { _id: string; role: string; name: string }
  entity: string
  entityId: string
  action: string
  changes: Record<string, { before: unknown; after: unknown }>
  created: string
}
type Person = { token: string; user: { id: string } }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Person
    let adminAccountId: string
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      adminAccountId = (await knex()("account").where({ customer_id: admin.user.id }).first("id")).id
    })

    afterEach(() => {
      delete process.env.SHOP_AUDIT_FAIL_AFTER
    })

    /** Every stored entry of one entity, newest first (read from the table, not the API). */
    const stored = async (entity: string, entityId: string) =>
      (await knex()("audit_entry").where({ entity_type: entity, entity_id: entityId }).orderBy("created_at", "desc")) as {
        actor_id: string
        actor_role: string
        action: string
        changes: Entry["changes"]
      }[]
    const history = async (entity: string, entityId: string, token = admin.token) =>
      api.get(`/api/audit?entity=${entity}&entityId=${encodeURIComponent(entityId)}`, bearer(token))
    const only = async (entity: string, entityId: string) => {
      const rows = await stored(entity, entityId)
      expect(rows).toHaveLength(1)
      return rows[0]
    }

    it("products: create, update (changed fields only), activate and delete each record one entry with before and after", async () => {
      const acacia = (await api.get("/api/brand/list")).data.brands.find((b) => b.slug === "acacia")._id
      const form = new FormData()
      for (const [key, value] of Object.entries({ sku: "AUD-1", name: "Audit Jug", description: "A jug.", quantity: "5", price: "900", taxable: "1", isActive: "true", isAddon: "false", variants: "Small, Large", brand: acacia })) {
        form.append(key, value)
      }
      form.append("image", new Blob([new Uint8Array(fs.readFileSync(path.join(SEED_IMAGE_DIR, SAMPLE_IMAGE)))], { type: "image/jpeg" }), "jug.jpg")
      const added = await api.post("/api/product/add", form, bearer(admin.token))
      expect([added.status, added.data.error]).toEqual([200, undefined])
      const id = added.data.product._id
      const created = await only("product", id)
      expect(created).toMatchObject({ actor_id: adminAccountId, actor_role: "ROLE_ADMIN", action: "product.create" })
      expect(created.changes).toMatchObject({ sku: { before: null, after: "AUD-1" }, price: { before: null, after: 900 }, brand: { before: null, after: acacia } })

      expect((await api.put(`/api/product/${id}`, { product: { price: 950, name: "Audit Jug" } }, bearer(admin.token))).status).toBe(200)
      expect((await api.put(`/api/product/${id}/active`, { product: { isActive: false } }, bearer(admin.token))).status).toBe(200)
      const rows = await stored("product", id)
      expect(rows.map((row) => row.action)).toEqual(["product.update", "product.update", "product.create"])
      // The unchanged name is not recorded.
      expect(rows[1].changes).toEqual({ price: { before: 900, after: 950 } })
      expect(rows[0].changes).toEqual({ isActive: { before: true, after: false } })

      expect((await api.delete(`/api/product/delete/${id}`, bearer(admin.token))).status).toBe(200)
      const [deleted] = await stored("product", id)
      expect(deleted.action).toBe("product.delete")
      expect(deleted.changes).toMatchObject({ sku: { before: "AUD-1", after: null }, price: { before: 950, after: null } })

      // The API shows the same history, newest first, with who did it.
      const shown = await history("product", id)
      expect(shown.status).toBe(200)
      expect(shown.data).toMatchObject({ count: 4, currentPage: 1, totalPages: 1 })
      expect(shown.data.entries.map((entry: Entry) => entry.action)).toEqual(["product.delete", "product.update", "product.update", "product.create"])
      expect(shown.data.entries[0].actor).toMatchObject({ _id: adminAccountId, role: "ROLE_ADMIN" })
    })

    it("a refused write and a write failing after its entry leave neither the change nor an entry", async () => {
      const product = await productBySlug(api, "test-product-3")
      const other = await productBySlug(api, "test-product-4")
      // Refused by validation (sku taken): 400, nothing stored.
      const refused = await api.put(`/api/product/${product._id}`, { product: { sku: other.sku } }, bearer(admin.token))
      expect(refused.status).toBe(400)
      expect(await stored("product", product._id)).toEqual([])

      // A failure after the entry was written: the workflow undoes the price and the entry.
      process.env.SHOP_AUDIT_FAIL_AFTER = "product.update"
      const failed = await api.put(`/api/product/${product._id}`, { product: { price: 12345 } }, bearer(admin.token))
      expect(failed.status).toBe(500)
      expect((await productBySlug(api, "test-product-3")).price).toBe(product.price)
      expect(await stored("product", product._id)).toEqual([])

      // The same for a creation: no category, no entry.
      process.env.SHOP_AUDIT_FAIL_AFTER = "category.create"
      const category = await api.post("/api/category/add", { name: "Ghost Deals", description: "None.", products: [product._id] }, bearer(admin.token))
      expect(category.status).toBe(500)
      expect((await api.get("/api/category/list")).data.categories.map((c) => c.slug)).not.toContain("ghost-deals")
      expect(await knex()("audit_entry").where({ entity_type: "category", action: "category.create" })).toEqual([])

      delete process.env.SHOP_AUDIT_FAIL_AFTER
      expect((await api.put(`/api/product/${product._id}`, { product: { price: 12345 } }, bearer(admin.token))).status).toBe(200)
      expect((await only("product", product._id)).changes).toEqual({ price: { before: product.price, after: 12345 } })
    })

    it("entries cannot be changed or removed in the database", async () => {
      const product = await productBySlug(api, "test-product-5")
      expect((await api.put(`/api/product/${product._id}`, { product: { quantity: 3 } }, bearer(admin.token))).status).toBe(200)
      await expect(knex()("audit_entry").where({ entity_id: product._id }).update({ action: "forged" })).rejects.toThrow(/never updated or deleted/)
      await expect(knex()("audit_entry").where({ entity_id: product._id }).delete()).rejects.toThrow(/never updated or deleted/)
      expect((await only("product", product._id)).action).toBe("product.update")
    })

    it("categories and brands: create, update, activate and delete", async () => {
      const one = await productBySlug(api, "test-product-1")
      const category = (await api.post("/api/category/add", { name: "Audit Deals", description: "Offers.", products: [one._id] }, bearer(admin.token))).data.category
      expect((await api.put(`/api/category/${category._id}`, { category: { slug: "audit-offers", description: "Offers." } }, bearer(admin.token))).status).toBe(200)
      expect((await api.put(`/api/category/${category._id}/active`, { category: { isActive: false } }, bearer(admin.token))).status).toBe(200)
      expect((await api.delete(`/api/category/delete/${category._id}`, bearer(admin.token))).status).toBe(200)
      const categoryRows = await stored("category", category._id)
      expect(categoryRows.map((row) => [row.action, row.changes])).toEqual([
        ["category.delete", expect.objectContaining({ slug: { before: "audit-offers", after: null } })],
        ["category.update", { isActive: { before: true, after: false } }],
        ["category.update", { slug: { before: "audit-deals", after: "audit-offers" } }],
        ["category.create", expect.objectContaining({ name: { before: null, after: "Audit Deals" }, products: { before: null, after: [one._id] } })],
      ])

      const brand = (await api.post("/api/brand/add", { name: "Audit Tools", description: "Hardware." }, bearer(admin.token))).data.brand
      expect((await api.put(`/api/brand/${brand._id}`, { brand: { description: "Better hardware." } }, bearer(admin.token))).status).toBe(200)
      expect((await api.put(`/api/brand/${brand._id}/active`, { brand: { isActive: false } }, bearer(admin.token))).status).toBe(200)
      expect((await api.delete(`/api/brand/delete/${brand._id}`, bearer(admin.token))).status).toBe(200)
      const brandRows = await stored("brand", brand._id)
      expect(brandRows.map((row) => [row.action, row.changes])).toEqual([
        ["brand.delete", expect.objectContaining({ name: { before: "Audit Tools", after: null } })],
        ["brand.update", { isActive: { before: true, after: false } }],
        ["brand.update", { description: { before: "Hardware.", after: "Better hardware." } }],
        ["brand.create", expect.objectContaining({ slug: { before: null, after: "audit-tools" } })],
      ])
      expect(brandRows.every((row) => row.actor_id === adminAccountId)).toBe(true)
    })

    it("merchants: approve, reject, deactivate, activate; a refused approval records nothing", async () => {
      const waiting = await applied(getContainer())
      expect((await api.put(`/api/merchant/approve/${waiting._id}`, {}, bearer(admin.token))).status).toBe(200)
      expect((await api.put(`/api/merchant/${waiting._id}/active`, { merchant: { isActive: false } }, bearer(admin.token))).status).toBe(200)
      expect((await api.put(`/api/merchant/${waiting._id}/active`, { merchant: { isActive: true } }, bearer(admin.token))).status).toBe(200)
      expect((await stored("merchant", waiting._id)).map((row) => [row.action, row.changes])).toEqual([
        ["merchant.activate", { isActive: { before: false, after: true } }],
        ["merchant.deactivate", { isActive: { before: true, after: false } }],
        ["merchant.approve", { status: { before: "Waiting Approval", after: "Approved" }, isActive: { before: false, after: true } }],
      ])

      // Approving an applicant who already has an account promotes it: the role change is in the entry.
      const member = await register(api)
      const promoted = await applied(getContainer(), { email: member.email })
      expect((await api.put(`/api/merchant/approve/${promoted._id}`, {}, bearer(admin.token))).status).toBe(200)
      expect((await only("merchant", promoted._id)).changes).toEqual({
        status: { before: "Waiting Approval", after: "Approved" },
        isActive: { before: false, after: true },
        accountRole: { before: "ROLE_MEMBER", after: "ROLE_MERCHANT" },
      })
      // Removing the merchant sends the account back to member.
      expect((await api.delete(`/api/merchant/delete/${promoted._id}`, bearer(admin.token))).status).toBe(200)
      expect((await stored("merchant", promoted._id))[0]).toMatchObject({
        action: "merchant.delete",
        changes: { status: { before: "Approved", after: null }, accountRole: { before: "ROLE_MERCHANT", after: "ROLE_MEMBER" } },
      })

      const rejected = await applied(getContainer())
      expect((await api.put(`/api/merchant/reject/${rejected._id}`, {}, bearer(admin.token))).status).toBe(200)
      expect((await only("merchant", rejected._id)).changes).toEqual({ status: { before: "Waiting Approval", after: "Rejected" } })

      // An application without an e-mail cannot be approved: 400, no entry.
      const phoneOnly = await applied(getContainer(), { email: undefined })
      expect((await api.put(`/api/merchant/approve/${phoneOnly._id}`, {}, bearer(admin.token))).status).toBe(400)
      expect(await stored("merchant", phoneOnly._id)).toEqual([])
    })

    it("orders: a merchant's line move and an admin's cancel; merchants read only their own lines' history", async () => {
      const seller = await merchantWithAccount(api, getContainer(), "chui")
      const other = await merchantWithAccount(api, getContainer())
      const buyer = await register(api)
      const placed = await order(api, buyer.token, [
        { slug: "test-product-25", quantity: 1 },
        { slug: "test-product-2", quantity: 1 },
      ])
      const chuiLine = placed.products.find((line) => line.product.slug === "test-product-25")._id
      const acaciaLine = placed.products.find((line) => line.product.slug === "test-product-2")._id

      expect((await setLineStatus(api, seller.token, placed._id, chuiLine, "Processing")).status).toBe(200)
      const sellerAccount = (await knex()("account").where({ customer_id: seller.user.id }).first("id")).id
      expect(await only("order-line", chuiLine)).toMatchObject({
        actor_id: sellerAccount,
        actor_role: "ROLE_MERCHANT",
        action: "order-line.status",
        changes: { status: { before: "Not processed", after: "Processing" } },
      })
      // A refused move (a merchant skipping a step) records nothing more.
      expect((await setLineStatus(api, seller.token, placed._id, chuiLine, "Delivered")).status).toBe(400)
      expect(await stored("order-line", chuiLine)).toHaveLength(1)

      // The buyer's own cancel is not staff work: nothing recorded.
      const second = await order(api, buyer.token, [{ slug: "test-product-6", quantity: 1 }])
      expect((await api.delete(`/api/order/cancel/${second._id}`, bearer(buyer.token))).status).toBe(200)
      expect(await stored("order", second._id)).toEqual([])

      // An admin cancels the first order: one entry on the order, each line from its status to Cancelled.
      expect((await api.delete(`/api/order/cancel/${placed._id}`, bearer(admin.token))).status).toBe(200)
      expect((await only("order", placed._id)).changes).toEqual({
        [`line ${chuiLine}`]: { before: "Processing", after: "Cancelled" },
        [`line ${acaciaLine}`]: { before: "Not processed", after: "Cancelled" },
      })

      // The order's history: admins see the cancel and the line move; the seller only its line's move.
      const forAdmin = await history("order", placed._id)
      expect(forAdmin.data.entries.map((entry: Entry) => entry.action)).toEqual(["order.cancel", "order-line.status"])
      const forSeller = await history("order", placed._id, seller.token)
      expect(forSeller.status).toBe(200)
      expect(forSeller.data.entries.map((entry: Entry) => [entry.entity, entry.entityId])).toEqual([["order-line", chuiLine]])
      expect((await history("order-line", chuiLine, seller.token)).data.count).toBe(1)

      // Another merchant, the buyer and anonymous callers are refused.
      expect((await history("order", placed._id, other.token)).status).toBe(403)
      expect((await history("order-line", chuiLine, other.token)).status).toBe(403)
      expect((await history("order-line", acaciaLine, seller.token)).status).toBe(403)
      expect((await history("order", placed._id, buyer.token)).status).toBe(403)
      expect((await api.get(`/api/audit?entity=order&entityId=${placed._id}`, anyStatus)).status).toBe(401)
    })

    it("merchants read their own products' history only, and never the whole log", async () => {
      const seller = await merchantWithAccount(api, getContainer(), "chui")
      const other = await merchantWithAccount(api, getContainer())
      const own = await productBySlug(api, "test-product-24")
      const notOwn = await productBySlug(api, "test-product-8")
      expect((await api.put(`/api/product/${own._id}`, { product: { price: 3100, isAddon: true } }, bearer(seller.token))).status).toBe(200)
      // The merchant's isAddon is ignored (spec §6), so only the price is recorded.
      expect((await only("product", own._id)).changes).toEqual({ price: { before: own.price, after: 3100 } })

      const mine = await history("product", own._id, seller.token)
      expect(mine.status).toBe(200)
      expect(mine.data.entries).toHaveLength(1)
      expect(mine.data.entries[0].actor.role).toBe("ROLE_MERCHANT")
      expect((await history("product", own._id, other.token)).status).toBe(403)
      expect((await history("product", notOwn._id, seller.token)).status).toBe(403)
      for (const query of ["", "?entity=product", "?entity=brand&entityId=x", `?actor=${adminAccountId}`]) {
        expect([query, (await api.get(`/api/audit${query}`, bearer(seller.token))).status]).toEqual([query, 403])
      }
      const member = await register(api)
      expect((await history("product", own._id, member.token)).status).toBe(403)
    })

    it("reviews, commission rules and bank payouts", async () => {
      const author = await register(api)
      const pot = await productBySlug(api, "test-product-7")
      const review = { product: pot._id, title: "Audit pot", review: "Cooks well.", rating: 4, isRecommended: 1 }
      expect((await api.post("/api/review/add", review, bearer(author.token))).status).toBe(200)
      const reviewId = (await knex()("review").where({ title: "Audit pot" }).first("id")).id
      expect((await api.put(`/api/review/approve/${reviewId}`, {}, bearer(admin.token))).status).toBe(200)
      expect((await only("review", reviewId))).toMatchObject({ action: "review.approve", changes: { status: { before: "Waiting Approval", after: "Approved" } } })

      const seller = await merchantWithAccount(api, getContainer(), "chui")
      const rule = `merchant:${seller.merchantId}`
      expect((await api.put(`/api/commission/merchant/${seller.merchantId}`, { percent: 12.5 }, bearer(admin.token))).status).toBe(200)
      expect((await api.put(`/api/commission/merchant/${seller.merchantId}`, { percent: 8 }, bearer(admin.token))).status).toBe(200)
      expect((await api.put(`/api/commission/merchant/${seller.merchantId}`, { percent: 101 }, bearer(admin.token))).status).toBe(400)
      expect((await api.delete(`/api/commission/merchant/${seller.merchantId}`, bearer(admin.token))).status).toBe(200)
      expect((await stored("commission-rule", rule)).map((row) => [row.action, row.changes])).toEqual([
        ["commission-rule.delete", { percent: { before: 8, after: null } }],
        ["commission-rule.update", { percent: { before: 12.5, after: 8 } }],
        ["commission-rule.create", { percent: { before: null, after: 12.5 } }],
      ])

      // A bank payout of a delivered line whose hold has passed, then marked paid.
      const bank = { kind: "bank", bank: { bankName: "KCB", branch: "Moi Avenue", accountName: "Chui Ltd", accountNumber: "1234567890" } }
      expect((await api.put("/api/earnings/payout-method", bank, bearer(seller.token))).status).toBe(200)
      const buyer = await register(api)
      const placed = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 1 }])
      expect((await setLineStatus(api, admin.token, placed._id, placed.products[0]._id, "Delivered")).status).toBe(200)
      // Pay on delivery, the shop's rider: earned once the admin confirms the cash, which is audited too (issue 48, item 5).
      expect((await confirmCash(api, admin.token, placed._id)).status).toBe(200)
      expect((await stored("order", placed._id)).map((row) => row.action)).toContain("order.cash-received")
      await eventually(async () => (await api.get(`/api/earnings?merchantId=${seller.merchantId}`, bearer(admin.token))).data.earnings, (e) => e?.pending > 0)
      await reconcileLedger(getContainer(), new Date(Date.now() + 8 * DAY_MS))
      const approved = await api.post("/api/payouts", { merchantId: seller.merchantId }, bearer(admin.token))
      expect(approved.status).toBe(200)
      const payout = approved.data.payouts[0]
      const started = await only("payout", payout._id)
      expect(started.action).toBe("payout.approve")
      expect(started.changes[`payout ${payout._id}`]).toEqual({
        before: null,
        after: { merchantId: seller.merchantId, amount: payout.amount, method: "bank", state: "Processing" },
      })
      expect((await api.post(`/api/payouts/${payout._id}/paid`, { reference: "KCB-REF-1" }, bearer(admin.token))).status).toBe(200)
      expect((await stored("payout", payout._id))[0]).toMatchObject({
        action: "payout.paid",
        changes: { state: { before: "Processing", after: "Paid" }, receipt: { before: null, after: "KCB-REF-1" } },
      })
    })

    it("the Activity list: newest first, filtered by person, entity and period, paged; bad filters are 400", async () => {
      const other = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const otherId = (await knex()("account").where({ customer_id: other.user.id }).first("id")).id
      const products = await Promise.all(["test-product-10", "test-product-11", "test-product-12"].map((slug) => productBySlug(api, slug)))
      for (const product of products) {
        expect((await api.put(`/api/product/${product._id}`, { product: { quantity: 7 } }, bearer(other.token))).status).toBe(200)
      }
      const byOther = await api.get(`/api/audit?actor=${otherId}&limit=2`, bearer(admin.token))
      expect(byOther.status).toBe(200)
      expect(byOther.data).toMatchObject({ count: 3, totalPages: 2, currentPage: 1 })
      expect(byOther.data.entries.map((entry: Entry) => entry.entityId)).toEqual([products[2]._id, products[1]._id])
      const page2 = await api.get(`/api/audit?actor=${otherId}&limit=2&page=2`, bearer(admin.token))
      expect(page2.data.entries.map((entry: Entry) => entry.entityId)).toEqual([products[0]._id])

      const today = new Date().toISOString().slice(0, 10)
      expect((await api.get(`/api/audit?actor=${otherId}&from=${today}&to=${today}`, bearer(admin.token))).data.count).toBe(3)
      expect((await api.get(`/api/audit?actor=${otherId}&to=2020-01-01`, bearer(admin.token))).data.count).toBe(0)
      expect((await api.get(`/api/audit?entity=product&actor=${otherId}`, bearer(admin.token))).data.count).toBe(3)
      expect((await api.get(`/api/audit?entity=brand&actor=${otherId}`, bearer(admin.token))).data.count).toBe(0)

      for (const query of ["entity=planet", "from=yesterday", "from=2026-02-01&to=2026-01-01", "page=0", "page=x", "entityId=abc"]) {
        const res = await api.get(`/api/audit?${query}`, bearer(admin.token))
        expect([query, res.status, typeof res.data.error]).toEqual([query, 400, "string"])
      }
    })
  },
})
