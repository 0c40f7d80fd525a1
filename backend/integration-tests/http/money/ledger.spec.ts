import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { sellerAccount, SHOP_ACCOUNTS } from "../../../src/domain/ledger/accounts"
import { lineFigures } from "../../../src/domain/ledger/commission"
import { DAY_MS } from "../../../src/domain/ledger/settings"
import { OVERDRAFT_MESSAGE } from "../../../src/modules/ledger"
import { postTransaction, reconcileLedger } from "../../helpers/ledger"
import { postLineLedgerWorkflow } from "../../../src/workflows/ledger/post-line-ledger"
import { addNairobiAddress } from "../../helpers/addresses"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { merchantWithAccount } from "../../helpers/merchants"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { confirmCash, setLineStatus } from "../../helpers/orders"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"
import { eventually } from "../../helpers/eventually"

type Person = { token: string }
type Seller = Person & { merchantId: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Person
    let buyer: Person
    let categoryIds: Record<string, string>
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      buyer = await register(api)
      const rows: { id: string; handle: string }[] = await knex()("product_category").select("id", "handle")
      categoryIds = Object.fromEntries(rows.map((row) => [row.handle, row.id]))
    })

    /** A fresh merchant that owns the Chui brand (products 24 and 25, Gadgets) from now on: balances of its own. */
    const freshChuiSeller = async (): Promise<Seller> => merchantWithAccount(api, getContainer(), "chui")

    const lineOf = (placed: { products: { _id: string; product: { slug: string } }[] }, slug: string) =>
      placed.products.find((line) => line.product.slug === slug)!._id
    const sum = async (sql: string, bindings: Knex.RawBinding[] = []) => Number((await knex().raw(sql, bindings)).rows[0]?.total ?? 0)
    const transactionsOfLine = async (lineItemId: string) =>
      (await knex().raw(`SELECT key, kind FROM ledger_transaction WHERE line_item_id = ? ORDER BY created_at, key`, [lineItemId])).rows as {
        key: string
        kind: string
      }[]
    const earnings = async (seller: Seller) => (await api.get("/api/earnings", bearer(seller.token))).data.earnings
    const frozen = async (lineItemId: string) =>
      (await knex()("line_commission").where({ line_item_id: lineItemId }).first()) as Record<string, string | number>

    // The ledger's invariants, after every test.
    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), admin.token)
    })

    it("commission rules: admins only; default, category and merchant rates are frozen per line when it is placed", async () => {
      const seller = await freshChuiSeller()
      const gadgets = categoryIds.gadgets
      // Attack first: nobody but an admin reads or sets rules.
      const member = await register(api)
      expect((await api.put(`/api/commission/category/${gadgets}`, { percent: 1 }, bearer(member.token))).status).toBe(403)
      expect((await api.put(`/api/commission/merchant/${seller.merchantId}`, { percent: 0 }, bearer(seller.token))).status).toBe(403)
      expect((await api.put(`/api/commission/merchant/${seller.merchantId}`, { percent: 0 }, anyStatus)).status).toBe(401)
      expect((await api.get("/api/commission", bearer(seller.token))).status).toBe(403)
      const bad = await api.put(`/api/commission/category/${gadgets}`, { percent: "12.345" }, bearer(admin.token))
      expect(bad.status).toBe(400)
      expect(bad.data).toEqual({ error: "percent must be a number from 0 to 100 with at most two decimals." })
      expect((await api.put(`/api/commission/category/${gadgets}`, { percent: 101 }, bearer(admin.token))).status).toBe(400)
      expect((await api.put(`/api/commission/brand/${gadgets}`, { percent: 5 }, bearer(admin.token))).status).toBe(400)
      const unknown = await api.put(`/api/commission/merchant/mer_nobody`, { percent: 5 }, bearer(admin.token))
      expect(unknown.status).toBe(404)
      expect(await sum(`SELECT COUNT(*)::text AS total FROM commission_rule`)).toBe(0)

      // No rule: the default 10% of the price before VAT. Product 24: Kes. 2,400 with 16% VAT inside.
      const before = await order(api, buyer.token, [{ slug: "test-product-24", quantity: 1 }])
      const defaultLine = before.products[0]._id
      const vatInside = { unitPrice: 2400, quantity: 1, taxable: true, vatPercent: 16, pricesIncludeVat: true }
      expect(await frozen(defaultLine)).toMatchObject({
        merchant_id: seller.merchantId,
        rate_bp: 1000,
        rate_source: "default",
        paid_cents: "240000",
        net_cents: "206897", // 2400 − 331.03 VAT
        commission_cents: "20690",
        seller_share_cents: String(lineFigures(vatInside, 1000).sellerShareCents),
      })

      // A category rule, then a merchant rule over it.
      const category = await api.put(`/api/commission/category/${gadgets}`, { percent: 15 }, bearer(admin.token))
      expect(category.status).toBe(200)
      expect(category.data.rule).toMatchObject({ scope: "category", targetId: gadgets, name: "Gadgets", percent: 15 })
      const byCategory = (await order(api, buyer.token, [{ slug: "test-product-24", quantity: 1 }])).products[0]._id
      expect(await frozen(byCategory)).toMatchObject({ rate_bp: 1500, rate_source: "category", commission_cents: "31035" })

      expect((await api.put(`/api/commission/merchant/${seller.merchantId}`, { percent: "5" }, bearer(admin.token))).status).toBe(200)
      const byMerchant = (await order(api, buyer.token, [{ slug: "test-product-25", quantity: 2 }])).products[0]._id
      // Product 25 is VAT exempt: 5% of 2 × 2500.
      expect(await frozen(byMerchant)).toMatchObject({ rate_bp: 500, rate_source: "merchant", net_cents: "500000", commission_cents: "25000" })
      const listed = (await api.get("/api/commission", bearer(admin.token))).data
      expect(listed.defaultPercent).toBe(10)
      expect(listed.rules.map((rule: { scope: string; percent: number }) => [rule.scope, rule.percent])).toEqual([
        ["merchant", 5],
        ["category", 15],
      ])

      // A rule changed after the sale: the placed line keeps its frozen rate, also when it is delivered.
      expect((await api.put(`/api/commission/merchant/${seller.merchantId}`, { percent: 30 }, bearer(admin.token))).status).toBe(200)
      expect(await frozen(byMerchant)).toMatchObject({ rate_bp: 500, commission_cents: "25000" })
      const placed = await knex()("line_commission").where({ line_item_id: byMerchant }).first()
      expect((await setLineStatus(api, admin.token, placed.order_id, byMerchant, "Delivered")).status).toBe(200)
      expect((await confirmCash(api, admin.token, placed.order_id)).status).toBe(200)
      const pending = await eventually(() => earnings(seller), (shown) => shown.pending > 0)
      expect(pending).toMatchObject({ pending: 4750, available: 0, paidOut: 0 })

      // Removing the rules: new lines fall back to the default; removing one that is gone is a 404.
      expect((await api.delete(`/api/commission/merchant/${seller.merchantId}`, bearer(admin.token))).status).toBe(200)
      expect((await api.delete(`/api/commission/category/${gadgets}`, bearer(admin.token))).status).toBe(200)
      expect((await api.delete(`/api/commission/category/${gadgets}`, bearer(admin.token))).status).toBe(404)
      const after = (await order(api, buyer.token, [{ slug: "test-product-25", quantity: 1 }])).products[0]._id
      expect(await frozen(after)).toMatchObject({ rate_bp: 1000, rate_source: "default" })
    })

    it("a delivered sale is pending, becomes available when the hold passes, and the statement traces it to its order", async () => {
      const seller = await freshChuiSeller()
      const placed = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 2 }])
      const line = placed.products[0]._id
      expect(await earnings(seller)).toEqual({ merchantId: seller.merchantId, pending: 0, available: 0, paidOut: 0, awaitingCash: 0, payoutBlocked: false, pendingReleases: [] })

      expect((await setLineStatus(api, admin.token, placed._id, line, "Delivered")).status).toBe(200)
      // Pay on delivery, the shop's rider: nothing is earned until the cash is confirmed received (issue 48, item 5).
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 0, awaitingCash: 4500 })
      expect((await confirmCash(api, admin.token, placed._id)).status).toBe(200)
      // 2 × 2500, VAT exempt, 10%: 500 commission, 4500 pending.
      expect(await earnings(seller)).toMatchObject({ pending: 4500, available: 0, awaitingCash: 0 })
      // Pay on delivery: the cash collected, then the sale.
      expect((await transactionsOfLine(line)).map((t) => t.kind).sort()).toEqual(["cash_collected", "sale_delivered"])

      // The job before the hold has passed changes nothing; after it (an injected clock), pending becomes available.
      await reconcileLedger(getContainer(), new Date(Date.now() + 6 * DAY_MS))
      expect(await earnings(seller)).toMatchObject({ pending: 4500, available: 0 })
      await reconcileLedger(getContainer(), new Date(Date.now() + 7 * DAY_MS + 60_000))
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 4500, paidOut: 0, payoutBlocked: false })

      const from = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10)
      const to = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10)
      const statement = (await api.get(`/api/earnings/statement?from=${from}&to=${to}`, bearer(seller.token))).data.statement
      expect(statement).toMatchObject({ openingBalance: 0, grossSales: 5000, commission: 500, refundsAndClawbacks: 0, payouts: 0, closingBalance: 4500 })
      expect(statement.lines.map((l: { kind: string }) => l.kind)).toEqual(["sale_delivered", "earnings_released"])
      expect(statement.lines[0]).toMatchObject({
        orderId: placed._id,
        orderNumber: placed.number,
        lineItemId: line,
        product: "Test product 25",
        quantity: 2,
        gross: 5000,
        commissionPercent: 10,
        commission: 500,
        amount: 4500,
      })
      // A period after the sale opens with what the seller is owed and has no lines; periods are at most 366 days.
      const monthLater = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10)
      const later = (await api.get(`/api/earnings/statement?from=${to}&to=${monthLater}`, bearer(seller.token))).data.statement
      expect(later).toMatchObject({ openingBalance: 4500, closingBalance: 4500, lines: [] })

      // Who may read what: a merchant their own only; admins name the merchant.
      const other = await merchantWithAccount(api, getContainer())
      expect((await api.get(`/api/earnings?merchantId=${seller.merchantId}`, bearer(other.token))).status).toBe(403)
      expect((await api.get(`/api/earnings/statement?from=${from}&to=${to}&merchantId=${seller.merchantId}`, bearer(other.token))).status).toBe(403)
      expect((await api.get(`/api/earnings`, bearer(other.token))).data.earnings).toMatchObject({ pending: 0, available: 0 })
      expect((await api.get("/api/earnings", bearer(buyer.token))).status).toBe(403)
      expect((await api.get("/api/earnings", anyStatus)).status).toBe(401)
      expect((await api.get("/api/ledger/sellers", bearer(seller.token))).status).toBe(403)
      const adminMissing = await api.get("/api/earnings", bearer(admin.token))
      expect(adminMissing.status).toBe(400)
      expect(adminMissing.data).toEqual({ error: "merchantId is required." })
      expect((await api.get(`/api/earnings?merchantId=${seller.merchantId}`, bearer(admin.token))).data.earnings).toMatchObject({ available: 4500 })
      expect((await api.get(`/api/earnings/statement?from=${from}&to=2099-01-01`, bearer(seller.token))).data).toEqual({
        error: "A statement covers at most 366 days.",
      })
      const badPeriod = await api.get(`/api/earnings/statement?from=${to}&to=${from}`, bearer(seller.token))
      expect(badPeriod.status).toBe(400)
      expect(badPeriod.data).toEqual({ error: "to must be after from." })
      const sellers = (await api.get("/api/ledger/sellers", bearer(admin.token))).data.sellers
      expect(sellers.find((s: { merchantId: string }) => s.merchantId === seller.merchantId)).toMatchObject({ pending: 0, available: 4500, payoutBlocked: false })
    })

    it("a line cancelled before delivery posts nothing and takes no commission", async () => {
      const seller = await freshChuiSeller()
      const placed = await order(api, buyer.token, [
        { slug: "test-product-24", quantity: 1 },
        { slug: "test-product-25", quantity: 1 },
      ])
      const [first, second] = placed.products.map((p: { _id: string }) => p._id)
      expect((await setLineStatus(api, buyer.token, placed._id, first, "Cancelled")).status).toBe(200)
      expect((await api.delete(`/api/order/cancel/${placed._id}`, bearer(buyer.token))).status).toBe(200)
      await reconcileLedger(getContainer(), new Date(Date.now() + 30 * DAY_MS))
      expect(await transactionsOfLine(first)).toEqual([])
      expect(await transactionsOfLine(second)).toEqual([])
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 0, paidOut: 0 })
    })

    it("a delivered line cancelled is reversed from pending, or clawed back from available after a payout (blocking payouts)", async () => {
      const seller = await freshChuiSeller()
      const commissionBefore = await sum(`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry WHERE account_id = ?`, [SHOP_ACCOUNTS.commission])
      const placed = await order(api, buyer.token, [
        { slug: "test-product-25", quantity: 1 },
        { slug: "test-product-24", quantity: 1 },
      ])
      const early = lineOf(placed, "test-product-25")
      const late = lineOf(placed, "test-product-24")
      const share24 = lineFigures({ unitPrice: 2400, quantity: 1, taxable: true, vatPercent: 16, pricesIncludeVat: true }, 1000).sellerShareCents / 100

      // Delivered, then (an admin's correction) back to Shipped and cancelled, before the hold: out of pending.
      expect((await setLineStatus(api, admin.token, placed._id, early, "Delivered")).status).toBe(200)
      expect((await confirmCash(api, admin.token, placed._id)).status).toBe(200)
      await eventually(() => earnings(seller), (shown) => shown.pending === 2250)
      expect((await setLineStatus(api, admin.token, placed._id, early, "Shipped")).status).toBe(200)
      expect((await setLineStatus(api, admin.token, placed._id, early, "Cancelled")).status).toBe(200)
      await eventually(() => transactionsOfLine(early), (posted) => posted.some((t) => t.kind === "sale_reversed"))
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 0 })
      // The hold passing later releases nothing for the reversed line.
      await reconcileLedger(getContainer(), new Date(Date.now() + 8 * DAY_MS))
      expect((await transactionsOfLine(early)).map((t) => t.kind)).toEqual(["cash_collected", "sale_delivered", "sale_reversed"])

      // The other line: delivered, available after the hold, paid out, then cancelled: clawed back, available below zero.
      expect((await setLineStatus(api, admin.token, placed._id, late, "Delivered")).status).toBe(200)
      expect((await confirmCash(api, admin.token, placed._id)).status).toBe(200)
      await eventually(() => earnings(seller), (shown) => shown.pending === share24)
      await reconcileLedger(getContainer(), new Date(Date.now() + 8 * DAY_MS))
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: share24 })
      const cents = Math.round(share24 * 100)
      const payout = (key: string, amount: number) =>
        postTransaction(getContainer(), {
          key,
          kind: "payout",
          merchantId: seller.merchantId,
          entries: [
            { account: sellerAccount(seller.merchantId, "available"), amount: -amount },
            { account: sellerAccount(seller.merchantId, "paid_out"), amount: amount },
          ],
        })
      await payout(`test-payout:${seller.merchantId}:1`, cents)
      expect((await setLineStatus(api, admin.token, placed._id, late, "Shipped")).status).toBe(200)
      expect((await setLineStatus(api, admin.token, placed._id, late, "Cancelled")).status).toBe(200)
      const clawed = await eventually(() => earnings(seller), (shown) => shown.available < 0)
      expect(clawed).toEqual({ merchantId: seller.merchantId, pending: 0, available: -share24, paidOut: share24, awaitingCash: 0, payoutBlocked: true, pendingReleases: [] })
      // Payouts are blocked while the balance is negative.
      await expect(payout(`test-payout:${seller.merchantId}:2`, 100)).rejects.toThrow(OVERDRAFT_MESSAGE)
      // The shop's commission on both lines was given back.
      expect(await sum(`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry WHERE account_id = ?`, [SHOP_ACCOUNTS.commission])).toBe(
        commissionBefore
      )
      const from = new Date(Date.now() - DAY_MS).toISOString()
      const to = new Date(Date.now() + DAY_MS).toISOString()
      const statement = (await api.get(`/api/earnings/statement?from=${from}&to=${to}`, bearer(seller.token))).data.statement
      expect(statement).toMatchObject({ openingBalance: 0, grossSales: 4900, payouts: share24, closingBalance: -share24 })
      expect(statement.refundsAndClawbacks).toBeCloseTo(-(2250 + share24), 2)
      expect(statement.grossSales - statement.commission + statement.refundsAndClawbacks - statement.payouts).toBeCloseTo(statement.closingBalance, 2)
    })

    it("an order paid by M-Pesa: the payment is received once; a line cancelled before delivery is owed back without commission", async () => {
      const seller = await freshChuiSeller()
      const placed = await order(api, buyer.token, [
        { slug: "test-product-25", quantity: 1 },
        { slug: "test-product-24", quantity: 1 },
      ])
      const kept = lineOf(placed, "test-product-25")
      const cancelled = lineOf(placed, "test-product-24")
      // The order as the M-Pesa flow leaves it once paid (workflows/payments: metadata.payment).
      const paymentId = `mpay_test_${seller.merchantId}`
      await knex().raw(`UPDATE "order" SET metadata = COALESCE(metadata, '{}'::jsonb) || ?::jsonb WHERE id = ?`, [
        JSON.stringify({ payment: { method: "mpesa", state: "Paid", receipt: "TST123", amount: 4900, paymentId } }),
        placed._id,
      ])
      await reconcileLedger(getContainer())
      await reconcileLedger(getContainer())
      const received = await knex().raw(
        `SELECT e.account_id, e.amount::text FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id WHERE t.key = ? ORDER BY e.account_id`,
        [`mpesa-paid:${paymentId}`]
      )
      expect(received.rows).toEqual([
        { account_id: SHOP_ACCOUNTS.customerClearing, amount: "490000" },
        { account_id: SHOP_ACCOUNTS.mpesaReceived, amount: "-490000" },
      ])

      expect((await setLineStatus(api, buyer.token, placed._id, cancelled, "Cancelled")).status).toBe(200)
      await eventually(() => transactionsOfLine(cancelled), (posted) => posted.length > 0)
      expect(await transactionsOfLine(cancelled)).toEqual([{ key: `line-refund-due:${cancelled}`, kind: "refund_due" }])
      // Prepaid and delivered: no cash collected at the door, the sale straight from the payment.
      expect((await setLineStatus(api, admin.token, placed._id, kept, "Delivered")).status).toBe(200)
      await eventually(() => transactionsOfLine(kept), (posted) => posted.length > 0)
      expect((await transactionsOfLine(kept)).map((t) => t.kind)).toEqual(["sale_delivered"])
      expect(await earnings(seller)).toMatchObject({ pending: 2250, available: 0 })
    })

    it("the delivery fee is the shop's: collected at the door or paid by M-Pesa, it goes to shop:delivery_fees, never to the seller or commission", async () => {
      const seller = await freshChuiSeller()
      expect((await api.put("/api/delivery/fee", { county: "Nairobi", option: "home", fee: 250 }, bearer(admin.token))).status).toBe(200)
      const address = await addNairobiAddress(api, buyer.token)
      const placeWithDelivery = async () => {
        const product = await productBySlug(api, "test-product-25")
        const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(buyer.token))
        const placed = await api.post(
          "/api/order/add",
          { cartId: cart.data.cartId, total: 2500, delivery: { addressId: address._id, option: "home", fee: 250 } },
          bearer(buyer.token)
        )
        expect(placed.status).toBe(200)
        return (await api.get(`/api/order/${placed.data.order._id}`, bearer(buyer.token))).data.order
      }
      const entriesOf = async (key: string) =>
        (
          await knex().raw(
            `SELECT e.account_id, e.amount::text FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id WHERE t.key = ? ORDER BY e.account_id`,
            [key]
          )
        ).rows
      const fees = () => sum(`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry WHERE account_id = ?`, [SHOP_ACCOUNTS.deliveryFees])
      const commission = () => sum(`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry WHERE account_id = ?`, [SHOP_ACCOUNTS.commission])
      const feesBefore = await fees()
      const commissionBefore = await commission()

      // Pay on delivery: nothing is posted for the fee until the line is delivered and its cash confirmed; the rider's cash includes it.
      const cod = await placeWithDelivery()
      expect(cod.delivery).toMatchObject({ fee: 250 })
      expect(cod.totalWithTax).toBe(2750)
      const codLine = cod.products[0]._id
      expect(await entriesOf(`delivery-fee:${cod._id}`)).toEqual([])
      expect((await setLineStatus(api, admin.token, cod._id, codLine, "Delivered")).status).toBe(200)
      expect(await entriesOf(`delivery-fee:${cod._id}`)).toEqual([])
      expect((await confirmCash(api, admin.token, cod._id)).status).toBe(200)
      await eventually(() => transactionsOfLine(codLine), (posted) => posted.some((t) => t.kind === "sale_delivered"))
      expect(await entriesOf(`delivery-fee:${cod._id}`)).toEqual([
        { account_id: SHOP_ACCOUNTS.cashOnDelivery, amount: "-25000" },
        { account_id: SHOP_ACCOUNTS.deliveryFees, amount: "25000" },
      ])
      expect(await fees()).toBe(feesBefore + 25_000)
      // The seller's share and the commission are the line's alone.
      expect(await earnings(seller)).toMatchObject({ pending: 2250, available: 0 })
      expect(await commission()).toBe(commissionBefore + 25_000)
      // Delivered again by the job: the fee is posted once.
      await reconcileLedger(getContainer())
      expect(await fees()).toBe(feesBefore + 25_000)

      // Paid by M-Pesa (Kes. 2,750 with the fee): the fee is the shop's at once, the rest held for the buyer.
      const paid = await placeWithDelivery()
      const paymentId = `mpay_fee_${seller.merchantId}`
      await knex().raw(`UPDATE "order" SET metadata = COALESCE(metadata, '{}'::jsonb) || ?::jsonb WHERE id = ?`, [
        JSON.stringify({ payment: { method: "mpesa", state: "Paid", receipt: "TSTFEE1", amount: 2750, paymentId } }),
        paid._id,
      ])
      await reconcileLedger(getContainer())
      expect(await entriesOf(`mpesa-paid:${paymentId}`)).toEqual([
        { account_id: SHOP_ACCOUNTS.customerClearing, amount: "250000" },
        { account_id: SHOP_ACCOUNTS.mpesaReceived, amount: "-275000" },
        { account_id: SHOP_ACCOUNTS.deliveryFees, amount: "25000" },
      ])
      const paidLine = paid.products[0]._id
      expect((await setLineStatus(api, admin.token, paid._id, paidLine, "Delivered")).status).toBe(200)
      await eventually(() => transactionsOfLine(paidLine), (posted) => posted.some((t) => t.kind === "sale_delivered"))
      expect((await transactionsOfLine(paidLine)).map((t) => t.kind)).toEqual(["sale_delivered"])
      expect(await entriesOf(`delivery-fee:${paid._id}`)).toEqual([])
      expect(await fees()).toBe(feesBefore + 50_000)
      // What clearing held for this order is all used: the line's price went to the sale.
      const clearing = await sum(
        `SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
         WHERE e.account_id = ? AND t.order_id = ?`,
        [SHOP_ACCOUNTS.customerClearing, paid._id]
      )
      expect(clearing).toBe(0)
      expect(await earnings(seller)).toMatchObject({ pending: 4500, available: 0 })
      const from = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10)
      const to = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10)
      const statement = (await api.get(`/api/earnings/statement?from=${from}&to=${to}`, bearer(seller.token))).data.statement
      expect(statement).toMatchObject({ grossSales: 5000, commission: 500 })
    })

    it("the reconciliation job posts a delivered line whose event was lost (a crash after the commit)", async () => {
      const seller = await freshChuiSeller()
      const placed = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 1 }])
      const line = placed.products[0]._id
      // The seller's own rider collects this order's cash: delivery alone is the sale (issue 48, item 5).
      expect((await api.put(`/api/order/${placed._id}/cash-collector`, { collector: "seller" }, bearer(seller.token))).status).toBe(200)
      // The status committed, the process gone before any subscriber ran: no event, no posting.
      await knex()("order_line").where({ line_item_id: line }).update({ status: "Delivered" })
      expect(await transactionsOfLine(line)).toEqual([])
      const counts = await reconcileLedger(getContainer())
      expect(counts.posted).toBeGreaterThanOrEqual(1)
      expect((await transactionsOfLine(line)).map((t) => t.kind)).toEqual(["sale_collected_by_seller"])
      // The seller holds the Kes. 2,500 and owes the 10% commission.
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: -250, paidOut: 2500, payoutBlocked: true })
    })

    it("posting the same event twice is one transaction", async () => {
      const seller = await freshChuiSeller()
      const placed = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 1 }])
      const line = placed.products[0]._id
      expect((await setLineStatus(api, admin.token, placed._id, line, "Delivered")).status).toBe(200)
      // The cash confirmed twice at once (one wins, the other finds nothing awaiting), the subscriber's
      // workflow run again twice, and the reconciliation job: one sale.
      const [confirmed, again] = await Promise.all([
        confirmCash(api, admin.token, placed._id),
        confirmCash(api, admin.token, placed._id),
        postLineLedgerWorkflow(getContainer()).run({ input: { lineItemIds: [line] } }),
        postLineLedgerWorkflow(getContainer()).run({ input: { lineItemIds: [line] } }),
      ])
      expect([confirmed.status, again.status].sort()).toEqual([200, 400])
      await reconcileLedger(getContainer())
      await eventually(() => earnings(seller), (shown) => shown.pending > 0)
      expect((await transactionsOfLine(line)).map((t) => t.key)).toEqual(
        expect.arrayContaining([`line-delivered:${line}`, `cash-collected:${line}`])
      )
      expect(await transactionsOfLine(line)).toHaveLength(2)
      expect(await earnings(seller)).toMatchObject({ pending: 2250 })

      const key = `test-event:${seller.merchantId}`
      const entries = [
        { account: SHOP_ACCOUNTS.commission, amount: -100 },
        { account: sellerAccount(seller.merchantId, "pending"), amount: 100 },
      ]
      const first = await postTransaction(getContainer(), { key, kind: "test", entries })
      const second = await postTransaction(getContainer(), { key, kind: "test", entries })
      expect(first.posted).toBe(true)
      expect(second).toEqual({ key, transactionId: first.transactionId, posted: false })
      expect(await sum(`SELECT COUNT(*)::text AS total FROM ledger_entry WHERE transaction_id = ?`, [first.transactionId])).toBe(2)
      expect(await earnings(seller)).toMatchObject({ pending: 2251 })
    })

    it("concurrent posts on the same accounts neither deadlock nor double-spend", async () => {
      const seller = await freshChuiSeller()
      const pending = sellerAccount(seller.merchantId, "pending")
      const available = sellerAccount(seller.merchantId, "available")
      // 20 posts touching the same two accounts, listed in opposite orders, each key sent twice.
      const posts = Array.from({ length: 20 }, (_, i) => ({
        key: `test-concurrent:${seller.merchantId}:${i}`,
        kind: "test",
        entries:
          i % 2
            ? [{ account: SHOP_ACCOUNTS.commission, amount: -(i + 1) }, { account: pending, amount: i + 1 }]
            : [{ account: pending, amount: i + 1 }, { account: SHOP_ACCOUNTS.commission, amount: -(i + 1) }],
      }))
      const results = await Promise.all([...posts, ...posts].map((post) => postTransaction(getContainer(), post)))
      expect(results.filter((result) => result.posted)).toHaveLength(20)
      expect(await earnings(seller)).toMatchObject({ pending: 210 / 100 })

      // Two payouts at once of 150 cents each from 210 available: exactly one goes through.
      await postTransaction(getContainer(), {
        key: `test-release:${seller.merchantId}`,
        kind: "earnings_released",
        entries: [{ account: pending, amount: -210 }, { account: available, amount: 210 }],
      })
      const payout = (n: number) =>
        postTransaction(getContainer(), {
          key: `test-payout:${seller.merchantId}:${n}`,
          kind: "payout",
          entries: [{ account: available, amount: -150 }, { account: sellerAccount(seller.merchantId, "paid_out"), amount: 150 }],
        })
      const settled = await Promise.allSettled([payout(1), payout(2)])
      expect(settled.filter((result) => result.status === "fulfilled")).toHaveLength(1)
      expect(settled.filter((result) => result.status === "rejected").map((result) => String((result as PromiseRejectedResult).reason))).toEqual([
        expect.stringContaining(OVERDRAFT_MESSAGE),
      ])
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 0.6, paidOut: 1.5 })
    })

    it("the database refuses an unbalanced transaction and any change to posted rows", async () => {
      // Entries written around postTransaction's own check: the deferred trigger refuses the commit.
      const unbalanced = knex().transaction(async (trx) => {
        await trx.raw(`INSERT INTO ledger_account (id, kind) VALUES ('shop:commission', 'commission') ON CONFLICT DO NOTHING`)
        await trx.raw(`INSERT INTO ledger_transaction (id, key, kind) VALUES ('ltx_test_unbalanced', 'test-unbalanced', 'test')`)
        await trx.raw(`INSERT INTO ledger_entry (id, transaction_id, account_id, amount) VALUES ('lent_test_1', 'ltx_test_unbalanced', 'shop:commission', 5)`)
      })
      await expect(unbalanced).rejects.toThrow(/does not balance/)
      expect(await sum(`SELECT COUNT(*)::text AS total FROM ledger_transaction WHERE key = 'test-unbalanced'`)).toBe(0)

      await expect(postTransaction(getContainer(), { key: "test-one-sided", kind: "test", entries: [{ account: SHOP_ACCOUNTS.commission, amount: 5 }, { account: SHOP_ACCOUNTS.refunds, amount: -4 }] })).rejects.toThrow(/sum to zero/)
      const posted = await postTransaction(getContainer(), {
        key: "test-immutable",
        kind: "test",
        entries: [{ account: SHOP_ACCOUNTS.commission, amount: 5 }, { account: SHOP_ACCOUNTS.refunds, amount: -5 }],
      })
      await expect(knex().raw(`UPDATE ledger_entry SET amount = amount * 2 WHERE transaction_id = ?`, [posted.transactionId])).rejects.toThrow(/never updated or deleted/)
      await expect(knex().raw(`DELETE FROM ledger_transaction WHERE id = ?`, [posted.transactionId])).rejects.toThrow(/never updated or deleted/)
      await expect(knex().raw(`DELETE FROM ledger_entry WHERE transaction_id = ?`, [posted.transactionId])).rejects.toThrow(/never updated or deleted/)
      expect(await sum(`SELECT COUNT(*)::text AS total FROM ledger_entry WHERE transaction_id = ?`, [posted.transactionId])).toBe(2)
    })
  },
})
