import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { applied, merchantWithAccount } from "../../helpers/merchants"
import { order, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"
import { lastDays, shopDate } from "../../../src/domain/overview/periods"
import { overviewCache } from "../../../src/queries/overview/overview"

const ZONE = "Africa/Nairobi"
const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100
const sum = (values: number[]) => round2(values.reduce((total, value) => total + value, 0))

/** The fixture's products by number: 1–12 Acacia kitchen, 14–20 Baobab gadgets, 24–25 Chui gadgets; even numbers taxable. */
const categoryOf = (slug: string) => (Number(slug.split("-").pop()) <= 12 ? "Kitchen" : "Gadgets")

type Line = {
  orderId: string
  itemId: string
  created: Date
  productId: string
  slug: string
  name: string
  quantity: number
  sales: number
  vat: number
  status: string
  method: string
  counted: boolean
  customerId?: string
}

/** Every line of an order list, as the overview should count it (sales VAT included; paid or delivered, not cancelled). */
function linesOf(orders: any[]): Line[] {
  return orders.flatMap((o) =>
    o.products.map((p: any) => ({
      orderId: o._id,
      itemId: p._id,
      created: new Date(o.created),
      productId: p.product._id,
      slug: p.product.slug,
      name: p.product.name,
      quantity: p.quantity,
      sales: p.totalPrice,
      vat: p.taxable ? round2((p.totalPrice * 16) / 116) : 0,
      status: p.status,
      method: o.payment.method,
      counted: p.status !== "Cancelled" && (p.status === "Delivered" || (o.payment.method === "mpesa" && o.payment.state === "Paid")),
    }))
  )
}

const within = (line: Line, window: { from: Date; to: Date }) => line.created >= window.from && line.created < window.to

function figures(lines: Line[], window: { from: Date; to: Date }) {
  const counted = lines.filter((line) => line.counted && within(line, window))
  const sales = sum(counted.map((line) => line.sales))
  const orders = new Set(counted.map((line) => line.orderId)).size
  return { sales, vat: sum(counted.map((line) => line.vat)), orders, averageOrder: orders ? round2(sales / orders) : 0 }
}

function expectedCards(lines: Line[], now: Date, newCustomers?: (window: { from: Date; to: Date }) => number) {
  const card = (days: number) => {
    const { current, previous } = lastDays(now, days, ZONE)
    const customers = (window: typeof current) => (newCustomers ? newCustomers(window) : null)
    return { ...figures(lines, current), newCustomers: customers(current), previous: { ...figures(lines, previous), newCustomers: customers(previous) } }
  }
  return { today: card(1), last7: card(7), last30: card(30) }
}

function expectedCharts(lines: Line[], now: Date, days: number, brandMerchant: Record<string, { merchantId: string; brand: string }> | null) {
  const { current, dates } = lastDays(now, days, ZONE)
  const inPeriod = lines.filter((line) => within(line, current))
  const counted = inPeriod.filter((line) => line.counted)
  const group = <K extends string>(key: (line: Line) => K | null) => {
    const groups = new Map<K, Line[]>()
    for (const line of counted) {
      const k = key(line)
      if (k !== null) groups.set(k, [...(groups.get(k) ?? []), line])
    }
    return groups
  }
  const bySales = (a: { sales: number }, b: { sales: number }) => b.sales - a.sales
  return {
    daily: dates.map((date) => {
      const day = counted.filter((line) => shopDate(line.created, ZONE) === date)
      return { date, sales: sum(day.map((line) => line.sales)), orders: new Set(day.map((line) => line.orderId)).size }
    }),
    ordersByStatus: ["Not processed", "Processing", "Shipped", "Delivered", "Cancelled"].map((status) => ({
      status,
      count: inPeriod.filter((line) => line.status === status).length,
    })),
    salesByCategory: [...group((line) => categoryOf(line.slug))].map(([category, ls]) => ({ category, sales: sum(ls.map((l) => l.sales)) })).sort(bySales),
    topProducts: [...group((line) => line.productId)]
      .map(([productId, ls]) => ({ productId, name: ls[0].name, quantity: ls.reduce((t, l) => t + l.quantity, 0), sales: sum(ls.map((l) => l.sales)) }))
      .sort(bySales)
      .slice(0, 10),
    topMerchants: brandMerchant
      ? [...group((line) => line.slug)]
          .reduce((acc, [slug, ls]) => {
            const owner = brandMerchant[Number(slug.split("-").pop()) <= 12 ? "acacia" : Number(slug.split("-").pop()) <= 20 ? "baobab" : "chui"]
            const found = acc.find((m) => m.merchantId === owner.merchantId)
            const sales = sum(ls.map((l) => l.sales))
            if (found) found.sales = round2(found.sales + sales)
            else acc.push({ ...owner, sales })
            return acc
          }, [] as { merchantId: string; brand: string; sales: number }[])
          .sort(bySales)
          .slice(0, 5)
      : [],
    paymentMethods: ["mpesa", "cod"].map((method) => {
      const ls = counted.filter((line) => line.method === method)
      return { method, orders: new Set(ls.map((line) => line.orderId)).size, sales: sum(ls.map((line) => line.sales)) }
    }),
  }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    let member: Awaited<ReturnType<typeof register>>
    const merchants: Record<string, Awaited<ReturnType<typeof merchantWithAccount>>> = {}
    let brandMerchant: Record<string, { merchantId: string; brand: string }>

    const knex = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const allOrders = async (token: string) => {
      const res = await api.get("/api/order?limit=100", bearer(token))
      expect(res.status).toBe(200)
      expect(res.data.totalPages).toBe(1)
      return res.data.orders
    }
    const overviewOf = async (token: string, query = "") => {
      overviewCache.clear()
      return api.get(`/api/dashboard/overview${query}`, bearer(token))
    }

    beforeAll(async () => {
      const container = getContainer()
      await seedTestCatalogue(container)
      for (const slug of ["acacia", "baobab", "chui"]) merchants[slug] = await merchantWithAccount(api, container, slug)
      brandMerchant = {
        acacia: { merchantId: merchants.acacia.merchantId, brand: "Acacia" },
        baobab: { merchantId: merchants.baobab.merchantId, brand: "Baobab" },
        chui: { merchantId: merchants.chui.merchantId, brand: "Chui" },
      }
      admin = await registerWithRole(api, container, "ROLE_ADMIN")
      member = await register(api)
      await applied(container) // one application waiting
      const buyers = [await register(api), await register(api), await register(api)]

      // 14 orders over 45 days (40 and a few before, so the last 30 days have a previous period), 3 merchants' products.
      const plan: { ago: number; lines: { slug: string; quantity: number }[]; statuses: string[]; mpesaPaid?: boolean }[] = [
        { ago: 0, lines: [{ slug: "test-product-6", quantity: 2 }, { slug: "test-product-14", quantity: 1 }], statuses: ["Delivered", "Not processed"] },
        { ago: 0.01, lines: [{ slug: "test-product-3", quantity: 1 }], statuses: ["Processing"], mpesaPaid: true },
        { ago: 1, lines: [{ slug: "test-product-24", quantity: 3 }], statuses: ["Delivered"] },
        { ago: 2, lines: [{ slug: "test-product-4", quantity: 1 }, { slug: "test-product-25", quantity: 1 }], statuses: ["Cancelled", "Shipped"], mpesaPaid: true },
        { ago: 4, lines: [{ slug: "test-product-15", quantity: 2 }], statuses: ["Not processed"] },
        { ago: 6, lines: [{ slug: "test-product-1", quantity: 1 }, { slug: "test-product-16", quantity: 2 }], statuses: ["Delivered", "Delivered"] },
        { ago: 8, lines: [{ slug: "test-product-2", quantity: 1 }], statuses: ["Delivered"] },
        { ago: 12, lines: [{ slug: "test-product-5", quantity: 2 }], statuses: ["Cancelled"] },
        { ago: 17, lines: [{ slug: "test-product-14", quantity: 1 }, { slug: "test-product-24", quantity: 1 }], statuses: ["Delivered", "Processing"], mpesaPaid: true },
        { ago: 25, lines: [{ slug: "test-product-6", quantity: 3 }], statuses: ["Delivered"] },
        { ago: 29.5, lines: [{ slug: "test-product-17", quantity: 1 }], statuses: ["Delivered"] },
        { ago: 33, lines: [{ slug: "test-product-2", quantity: 1 }, { slug: "test-product-18", quantity: 1 }], statuses: ["Delivered", "Not processed"] },
        { ago: 39, lines: [{ slug: "test-product-25", quantity: 2 }], statuses: ["Not processed"], mpesaPaid: true },
        { ago: 45, lines: [{ slug: "test-product-3", quantity: 2 }], statuses: ["Delivered"] },
      ]
      for (const [i, step] of plan.entries()) {
        const placed = await order(api, buyers[i % 3].token, step.lines)
        const lines = [...placed.products].sort((a: any, b: any) => step.lines.findIndex((l) => l.slug === a.product.slug) - step.lines.findIndex((l) => l.slug === b.product.slug))
        for (const [j, line] of lines.entries()) {
          await knex()("order_line").where({ line_item_id: line._id }).update({ status: step.statuses[j] })
        }
        await knex().raw(`UPDATE "order" SET created_at = now() - make_interval(secs => ?) WHERE id = ?`, [step.ago * 86_400, placed._id])
        if (step.mpesaPaid) {
          await knex().raw(`UPDATE "order" SET metadata = jsonb_set(COALESCE(metadata, '{}'::jsonb), '{payment}', ?::jsonb) WHERE id = ?`, [
            JSON.stringify({ method: "mpesa", state: "Paid", receipt: `RCP${i}`, amount: placed.totalWithTax }),
            placed._id,
          ])
        }
      }
      // Members who joined at different times: new customers today, this week, last month.
      for (const [i, ago] of [0, 3, 20, 50].entries()) {
        const buyer = i < 3 ? buyers[i] : member
        await knex().raw(`UPDATE customer SET created_at = now() - make_interval(days => ?) WHERE email = ?`, [ago, buyer.email])
      }
      // Low stock: Acacia's product 5 down to 2 units left, Baobab's product 19 to none.
      for (const [slug, left] of [["test-product-5", 2], ["test-product-19", 0]] as const) {
        await knex().raw(
          `UPDATE inventory_level il SET stocked_quantity = il.reserved_quantity + ?
           FROM product_variant_inventory_item vii JOIN product_variant v ON v.id = vii.variant_id JOIN product p ON p.id = v.product_id
           WHERE vii.inventory_item_id = il.inventory_item_id AND p.handle = ?`,
          [left, slug]
        )
      }
    })

    it("gives the admin every card and chart equal to the sums of the order list, over 7, 30 and 90 days", async () => {
      const lines = linesOf(await allOrders(admin.token))
      expect(lines.length).toBe(19)
      const users = (await api.get("/api/user?limit=100", bearer(admin.token))).data.users as any[]
      const members = users.filter((user) => user.role === "ROLE_MEMBER").map((user) => new Date(user.created))
      const newCustomers = (window: { from: Date; to: Date }) => members.filter((at) => at >= window.from && at < window.to).length

      for (const days of [7, 30, 90]) {
        const res = await overviewOf(admin.token, `?days=${days}`)
        expect(res.status).toBe(200)
        const now = new Date(res.data.generatedAt)
        expect(res.data).toMatchObject({ scope: "shop", timeZone: ZONE, linesToShip: null, rating: null, cancellationRate: null })
        expect(res.data.cards).toEqual(expectedCards(lines, now, newCustomers))
        const charts = expectedCharts(lines, now, days, brandMerchant)
        expect(res.data.daily).toHaveLength(days)
        for (const key of Object.keys(charts) as (keyof typeof charts)[]) expect({ [key]: res.data[key] }).toEqual({ [key]: charts[key] })
      }
      // The seeded plan really spreads figures over every card and both periods.
      const { cards } = (await overviewOf(admin.token)).data
      expect(cards.today.sales).toBeGreaterThan(0)
      expect(cards.last7.previous.sales).toBeGreaterThan(0)
      expect(cards.last30.previous.sales).toBeGreaterThan(0)
      expect(cards.last7.newCustomers).toBeGreaterThanOrEqual(2)
    })

    it("lists the admin's work queues and low stock", async () => {
      const res = await overviewOf(admin.token, "?days=30")
      const lines = linesOf(await allOrders(admin.token))
      const stale = lines.filter((line) => line.status === "Not processed" && line.created.getTime() < Date.now() - 48 * 3_600_000).length
      const queue = (key: string) => res.data.queues.find((q: any) => q.key === key)
      expect(queue("merchants")).toMatchObject({ count: 1, href: "/dashboard/merchant" })
      expect(queue("reviews")).toMatchObject({ count: 0, href: "/dashboard/review" })
      expect(queue("staleLines").count).toBe(stale)
      expect(stale).toBe(3)
      expect(queue("failedPayments").count).toBe(0)
      expect(queue("failedPayouts").count).toBe(0)
      const products = (await api.get("/api/product", bearer(admin.token))).data.products as any[]
      const low = products.filter((p) => p.isActive && p.quantity < 5)
      expect(queue("lowStock").count).toBe(low.length)
      expect(res.data.lowStock.map((p: any) => [p.name, p.stock])).toEqual([
        ["Test product 19", 0],
        ["Test product 5", 2],
      ])
      // The work queue of before keeps answering.
      expect((await api.get("/api/dashboard/queues", bearer(admin.token))).data).toEqual({ merchants: 1, reviews: 0 })
    })

    it("gives a merchant only its own brand's figures, equal to its own order list, and the admin the same when naming it", async () => {
      const acacia = merchants.acacia
      const lines = linesOf(await allOrders(acacia.token))
      expect(new Set(lines.map((line) => categoryOf(line.slug)))).toEqual(new Set(["Kitchen"]))
      const res = await overviewOf(acacia.token, "?days=90")
      expect(res.status).toBe(200)
      const now = new Date(res.data.generatedAt)
      expect(res.data.scope).toBe("merchant")
      expect(res.data.cards).toEqual(expectedCards(lines, now))
      const charts = expectedCharts(lines, now, 90, null)
      for (const key of Object.keys(charts) as (keyof typeof charts)[]) expect({ [key]: res.data[key] }).toEqual({ [key]: charts[key] })
      expect(res.data.cards.last30.sales).toBeLessThan((await overviewOf(admin.token)).data.cards.last30.sales)

      // Lines to ship, oldest first; low stock of its own products only; its rating; cancelled share over 30 days.
      const open = lines.filter((line) => ["Not processed", "Processing"].includes(line.status)).sort((a, b) => a.created.getTime() - b.created.getTime())
      expect(res.data.linesToShip.map((line: any) => [line.itemId, line.status])).toEqual(open.map((line) => [line.itemId, line.status]))
      expect(res.data.queues.find((q: any) => q.key === "linesToShip").count).toBe(open.length)
      expect(res.data.lowStock.map((p: any) => [p.name, p.stock])).toEqual([["Test product 5", 2]])
      expect(res.data.rating).toMatchObject({ average: 4.2, count: 5 })
      expect(res.data.rating.latest).toHaveLength(5)
      const { current } = lastDays(now, 30, ZONE)
      const recent = lines.filter((line) => within(line, current))
      expect(res.data.cancellationRate).toBeCloseTo(recent.filter((line) => line.status === "Cancelled").length / recent.length, 10)
      expect(res.data.cancellationRate).toBeGreaterThan(0)
      expect(res.data.topMerchants).toEqual([])
      expect(res.data.cards.today.newCustomers).toBeNull()

      const named = await overviewOf(admin.token, `?days=90&merchantId=${acacia.merchantId}`)
      expect(named.status).toBe(200)
      expect(named.data.cards).toEqual(res.data.cards)
      expect(named.data.daily).toEqual(res.data.daily)
    })

    it("refuses a merchant another merchant's figures, members and strangers any, and a bad period", async () => {
      const acacia = merchants.acacia
      const other = await overviewOf(acacia.token, `?merchantId=${merchants.baobab.merchantId}`)
      expect(other.status).toBe(403)
      expect(JSON.stringify(other.data)).not.toContain("sales")
      expect((await overviewOf(acacia.token, `?merchantId=${acacia.merchantId}`)).status).toBe(200)
      expect((await overviewOf(member.token)).status).toBe(403)
      expect((await api.get("/api/dashboard/overview", anyStatus)).status).toBe(401)
      for (const days of ["14", "0", "abc", "7.0", ""]) {
        const res = await overviewOf(admin.token, `?days=${days}`)
        expect(res.status).toBe(400)
        expect(res.data.error).toBe("days must be one of 7, 30, 90.")
      }
      expect((await overviewOf(admin.token, "?days=7&days=30")).status).toBe(400)
    })
  },
})
