import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { CASH_MESSAGES } from "../../../src/domain/orders/cash-collection"
import { PAYOUT_MESSAGES } from "../../../src/domain/ledger/payouts"
import { DAY_MS } from "../../../src/domain/ledger/settings"
import { reconcileLedger } from "../../helpers/ledger"
import { addNairobiAddress } from "../../helpers/addresses"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { eventually } from "../../helpers/eventually"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { merchantWithAccount } from "../../helpers/merchants"
import { confirmCash, setLineStatus } from "../../helpers/orders"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

type Person = { token: string }
type Seller = Person & { merchantId: string }
const BANK = { kind: "bank", bank: { bankName: "KCB", branch: "Moi Avenue", accountName: "Chui Gadgets Ltd", accountNumber: "1234567890" } }

/**
 * Issue 48 item 5: pay on delivery. A seller's own Delivered does not make money payable: the cash
 * the shop's rider collected is the seller's only once an admin confirms it reached the shop; cash
 * the seller's own rider collected stays with the seller, who owes the shop its commission and fee.
 * Product 25: Kes. 2,500, VAT exempt, 10% commission (Kes. 250), Kes. 2,250 to the seller.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Person
    let buyer: Person
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      buyer = await register(api)
    })

    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), admin.token)
    })

    const chuiSeller = async (): Promise<Seller> => {
      const seller = await merchantWithAccount(api, getContainer(), "chui")
      expect((await api.put("/api/earnings/payout-method", BANK, bearer(seller.token))).status).toBe(200)
      return seller
    }
    const earnings = async (seller: Seller) => (await api.get("/api/earnings", bearer(seller.token))).data.earnings
    const orderAs = async (token: string, orderId: string) => (await api.get(`/api/order/${orderId}`, bearer(token))).data.order
    const kindsOf = async (lineItemId: string) =>
      ((await knex().raw(`SELECT kind FROM ledger_transaction WHERE line_item_id = ? ORDER BY created_at, key`, [lineItemId])).rows as { kind: string }[]).map(
        (row) => row.kind
      )
    const approve = (merchantId: string) => api.post("/api/payouts", { merchantId }, bearer(admin.token))
    const setCollector = (token: string, orderId: string, collector: unknown) =>
      api.put(`/api/order/${orderId}/cash-collector`, { collector }, bearer(token))
    /** The merchant's own Processing → Shipped → Delivered. */
    const deliverAs = async (seller: Seller, orderId: string, line: string) => {
      for (const status of ["Processing", "Shipped", "Delivered"]) {
        expect((await setLineStatus(api, seller.token, orderId, line, status)).status).toBe(200)
      }
    }

    it("a merchant's own Delivered earns nothing payable until an admin confirms the cash; the merchant cannot confirm it", async () => {
      const seller = await chuiSeller()
      const placed = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 2 }])
      const line = placed.products[0]._id
      expect(placed.cash).toEqual({ collector: "shop", collectorName: null, amount: 5000, awaitingConfirmation: 0, received: 0 })

      await deliverAs(seller, placed._id, line)
      // The reconciliation job, run as if long after the hold, posts nothing either: no cash reached the shop.
      await reconcileLedger(getContainer(), new Date(Date.now() + 30 * DAY_MS))
      expect(await kindsOf(line)).toEqual([])
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 0, paidOut: 0, awaitingCash: 4500 })
      expect((await orderAs(seller.token, placed._id)).cash).toMatchObject({ collector: "shop", awaitingConfirmation: 5000, received: 0 })
      const refused = await approve(seller.merchantId)
      expect(refused.status).toBe(400)
      expect(refused.data).toEqual({ error: PAYOUT_MESSAGES.nothingToPay })

      // Nobody but an admin confirms the cash: not the seller, not the buyer, not the anonymous.
      expect((await confirmCash(api, seller.token, placed._id)).status).toBe(403)
      expect((await confirmCash(api, buyer.token, placed._id)).status).toBe(403)
      expect((await api.post(`/api/order/${placed._id}/cash-received`, {}, anyStatus)).status).toBe(401)
      expect((await confirmCash(api, admin.token, "order_nonexistent")).status).toBe(404)
      expect(await earnings(seller)).toMatchObject({ pending: 0, awaitingCash: 4500 })

      const confirmed = await confirmCash(api, admin.token, placed._id)
      expect(confirmed.status).toBe(200)
      expect(confirmed.data).toMatchObject({ success: true, message: "Cash received: Kes. 5,000." })
      expect(confirmed.data.order.cash).toMatchObject({ awaitingConfirmation: 0, received: 5000 })
      const twice = await confirmCash(api, admin.token, placed._id)
      expect(twice.status).toBe(400)
      expect(twice.data).toEqual({ error: CASH_MESSAGES.nothingAwaiting })
      expect(await kindsOf(line)).toEqual(["cash_collected", "sale_delivered"])
      expect(await earnings(seller)).toMatchObject({ pending: 4500, available: 0, awaitingCash: 0 })
      const audit = (await api.get(`/api/audit?entity=order&entityId=${placed._id}`, bearer(admin.token))).data.entries
      expect(audit.filter((entry: { action: string }) => entry.action === "order.cash-received")).toEqual([
        expect.objectContaining({ actor: expect.objectContaining({ role: "ROLE_ADMIN" }) }),
      ])

      // Available after the hold, and paid out then.
      await reconcileLedger(getContainer(), new Date(Date.now() + 8 * DAY_MS))
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 4500 })
      const paid = await approve(seller.merchantId)
      expect(paid.status).toBe(200)
      expect(await earnings(seller)).toMatchObject({ available: 0 })
    })

    it("the seller's rider collects: the seller holds the cash and owes commission and fee, netted from the next payout", async () => {
      const seller = await chuiSeller()
      const other = await merchantWithAccount(api, getContainer())
      expect((await api.put("/api/delivery/fee", { county: "Nairobi", option: "home", fee: 250 }, bearer(admin.token))).status).toBe(200)
      const address = await addNairobiAddress(api, buyer.token)
      const product = await productBySlug(api, "test-product-25")
      const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(buyer.token))
      const made = await api.post(
        "/api/order/add",
        { cartId: cart.data.cartId, total: 2500, delivery: { addressId: address._id, option: "home", fee: 250 } },
        bearer(buyer.token)
      )
      expect(made.status).toBe(200)
      const orderId = made.data.order._id as string
      const line = (await orderAs(buyer.token, orderId)).products[0]._id as string

      // Attack first: the buyer, another merchant, bad input.
      expect((await setCollector(buyer.token, orderId, "seller")).status).toBe(403)
      expect((await setCollector(other.token, orderId, "seller")).status).toBe(404)
      const bad = await setCollector(seller.token, orderId, "rider")
      expect(bad.status).toBe(400)
      expect(bad.data).toEqual({ error: "collector must be one of: shop, seller." })
      expect((await api.put(`/api/order/${orderId}/cash-collector`, {}, bearer(seller.token))).status).toBe(400)

      const chosen = await setCollector(seller.token, orderId, "seller")
      expect(chosen.status).toBe(200)
      expect(chosen.data.order.cash).toEqual({ collector: "seller", collectorName: expect.any(String), amount: 2750, awaitingConfirmation: 0, received: 0 })
      expect((await orderAs(buyer.token, orderId)).cash).toMatchObject({ collector: "seller", amount: 2750 })
      const audit = (await api.get(`/api/audit?entity=order&entityId=${orderId}`, bearer(admin.token))).data.entries
      expect(audit.map((entry: { action: string }) => entry.action)).toContain("order.cash-collector")
      const nothingToConfirm = await confirmCash(api, admin.token, orderId)
      expect(nothingToConfirm.status).toBe(400)
      expect(nothingToConfirm.data).toEqual({ error: CASH_MESSAGES.sellerCollects })

      await deliverAs(seller, orderId, line)
      await eventually(() => kindsOf(line), (kinds) => kinds.length > 0)
      expect(await kindsOf(line)).toEqual(["delivery_fee_owed", "sale_collected_by_seller"])
      // The seller holds Kes. 2,750 and owes Kes. 250 commission + Kes. 250 delivery fee: payouts blocked until covered.
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: -500, paidOut: 2750, awaitingCash: 0, payoutBlocked: true })
      expect((await approve(seller.merchantId)).status).toBe(400)
      const late = await setCollector(admin.token, orderId, "shop")
      expect(late.status).toBe(400)
      expect(late.data).toEqual({ error: CASH_MESSAGES.delivered })

      // A later sale the shop's rider collects (Kes. 5,000: Kes. 4,500 to the seller) pays the debt first.
      const later = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 2 }])
      await deliverAs(seller, later._id, later.products[0]._id)
      expect((await confirmCash(api, admin.token, later._id)).status).toBe(200)
      await reconcileLedger(getContainer(), new Date(Date.now() + 8 * DAY_MS))
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 4000, payoutBlocked: false })
      const paid = await approve(seller.merchantId)
      expect(paid.status).toBe(200)
      const payouts = (await api.get("/api/payouts", bearer(admin.token))).data.payouts as { merchantId: string; amount: number }[]
      expect(payouts.filter((payout) => payout.merchantId === seller.merchantId).map((payout) => payout.amount)).toEqual([4000])
    })

    it("only an order that is all one seller's, paid at the door, with nothing delivered, can change its collector", async () => {
      const seller = await chuiSeller()
      const mixed = await order(api, buyer.token, [
        { slug: "test-product-25", quantity: 1 },
        { slug: "test-product-1", quantity: 1 },
      ])
      const notAll = await setCollector(seller.token, mixed._id, "seller")
      expect(notAll.status).toBe(403)
      expect(notAll.data).toEqual({ error: CASH_MESSAGES.notYours })
      const mixedSeller = await setCollector(admin.token, mixed._id, "seller")
      expect(mixedSeller.status).toBe(400)
      expect(mixedSeller.data).toEqual({ error: CASH_MESSAGES.oneSeller })
      expect((await setCollector(admin.token, mixed._id, "shop")).status).toBe(200)

      // Paid by M-Pesa: no cash to collect, none to confirm.
      const prepaid = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 1 }])
      await knex().raw(`UPDATE "order" SET metadata = COALESCE(metadata, '{}'::jsonb) || ?::jsonb WHERE id = ?`, [
        JSON.stringify({ payment: { method: "mpesa", state: "Paid", receipt: "TSTCOD1", amount: 2500, paymentId: `mpay_cod_${seller.merchantId}` } }),
        prepaid._id,
      ])
      expect((await orderAs(buyer.token, prepaid._id)).cash).toBeNull()
      const paidOrder = await setCollector(seller.token, prepaid._id, "seller")
      expect(paidOrder.status).toBe(400)
      expect(paidOrder.data).toEqual({ error: CASH_MESSAGES.prepaid })
      await reconcileLedger(getContainer())
    })
  },
})
