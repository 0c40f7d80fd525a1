import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { merchantWithAccount } from "../../helpers/merchants"
import { order, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"
import { addDays, exportWindow, shopDate, type Window } from "../../../src/domain/overview/periods"
import { orderExportBatches, customerExportBatches } from "../../../src/queries/overview/exports"

const ZONE = "Africa/Nairobi"
const ORDER_HEADER = "order,date,customer,product,merchant,quantity,price,vat,status,payment"
const CUSTOMER_HEADER = "customer,email,phone,joined,orders,spent"

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks), each as its raw cells. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let cell = ""
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ",") {
      record.push(cell)
      cell = ""
    } else if (ch === "\r" && text[i + 1] === "\n") {
      record.push(cell)
      records.push(record)
      record = []
      cell = ""
      i++
    } else cell += ch
  }
  if (cell || record.length) throw new Error(`unterminated record: ${JSON.stringify([...record, cell])}`)
  return records
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    let acacia: Awaited<ReturnType<typeof merchantWithAccount>>
    let buyer: Awaited<ReturnType<typeof register>>
    let member: Awaited<ReturnType<typeof register>>
    const today = () => shopDate(new Date(), ZONE)
    const knex = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      const container = getContainer()
      await seedTestCatalogue(container)
      acacia = await merchantWithAccount(api, container, "acacia")
      await merchantWithAccount(api, container, "baobab")
      admin = await registerWithRole(api, container, "ROLE_ADMIN")
      buyer = await register(api, { firstName: "Achieng", lastName: "Otieno, Jr." })
      member = await register(api)

      const recent = await order(api, buyer.token, [
        { slug: "test-product-4", quantity: 2 },
        { slug: "test-product-14", quantity: 1 },
      ])
      const older = await order(api, member.token, [{ slug: "test-product-3", quantity: 1 }])
      const outside = await order(api, buyer.token, [{ slug: "test-product-15", quantity: 1 }])
      await knex().raw(`UPDATE "order" SET created_at = now() - interval '10 days' WHERE id = ?`, [older._id])
      await knex().raw(`UPDATE "order" SET created_at = now() - interval '40 days' WHERE id = ?`, [outside._id])
      // Text a spreadsheet would run: a product name (as the line recorded it) and a buyer's name.
      const line = recent.products.find((p: any) => p.product.slug === "test-product-4")
      await knex()("order_line_item").where({ id: line._id }).update({ title: '=HYPERLINK("http://evil.example","click")' })
      await knex()("customer").where({ email: member.email }).update({ first_name: "@SUM(A1)", last_name: "-1+2" })
      await knex()("order_line").where({ line_item_id: line._id }).update({ status: "Delivered" })
      await knex().raw(`UPDATE customer SET created_at = now() - interval '100 days' WHERE email = ?`, [member.email])
    })

    const exportCsv = (path: string, token: string | null, from: string, to: string) =>
      api.get(`/api/export/${path}?from=${from}&to=${to}`, { ...(token ? bearer(token) : anyStatus), responseType: "text", transformResponse: (body: string) => body })

    it("exports every line of the range, one row each, with its figures, and neutralises formulas", async () => {
      const res = await exportCsv("orders.csv", admin.token, addDays(today(), -14), today())
      expect(res.status).toBe(200)
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8")
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/)
      const text = res.data as string
      expect(text.startsWith(ORDER_HEADER + "\r\n")).toBe(true)
      // The formula cells reach the file quoted, with a leading single quote.
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
      expect(text).toContain(`"'@SUM(A1) -1+2"`)
      expect(text).toContain(`"Achieng Otieno, Jr."`)

      const [header, ...rows] = parseCsv(text)
      expect(header.join(",")).toBe(ORDER_HEADER)
      // The order list, oldest first, holds the same lines (the one placed 40 days ago is outside the range).
      const orders = ((await api.get("/api/order?limit=100", bearer(admin.token))).data.orders as any[])
        .filter((o) => new Date(o.created).getTime() > Date.now() - 20 * 86_400_000)
        .sort((a, b) => new Date(a.created).getTime() - new Date(b.created).getTime())
      const expected = orders.flatMap((o) =>
        [...o.products]
          .sort((a: any, b: any) => (a._id < b._id ? -1 : 1))
          .map((p: any) => [
            o.number,
            new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE, dateStyle: "short", timeStyle: "short" }).format(new Date(o.created)),
            p.name,
            String(p.quantity),
            String(p.purchasePrice),
            String(p.taxable ? Math.round((p.totalPrice * 16 * 100) / 116) / 100 : 0),
            p.status,
            "Pay on delivery",
          ])
      )
      expect(rows.map((r) => [r[0], r[1], r[3].replace(/^'/, ""), r[5], r[6], r[7], r[8], r[9]])).toEqual(expected)
      expect(rows).toHaveLength(3)
      expect(rows.map((r) => r[4])).toEqual(expect.arrayContaining(["Wanjiru Kamau"]))
      expect(rows.find((r) => r[3].startsWith("'="))).toMatchObject({ 2: "Achieng Otieno, Jr.", 8: "Delivered" })
      expect(rows.find((r) => r[0] === expected[0][0] && r[2].startsWith("'@"))?.[2]).toBe("'@SUM(A1) -1+2")
    })

    it("gives a merchant only its own lines", async () => {
      const res = await exportCsv("orders.csv", acacia.token, addDays(today(), -60), today())
      expect(res.status).toBe(200)
      const [, ...rows] = parseCsv(res.data)
      const own = ((await api.get("/api/order?limit=100", bearer(acacia.token))).data.orders as any[]).flatMap((o) => o.products)
      expect(rows).toHaveLength(own.length)
      expect(rows).toHaveLength(2)
      expect(rows.map((r) => r[3])).not.toContain("Test product 14")
      expect(rows.map((r) => r[3])).not.toContain("Test product 15")
      const admins = parseCsv((await exportCsv("orders.csv", admin.token, addDays(today(), -60), today())).data)
      expect(admins).toHaveLength(1 + 4)
    })

    it("reads the range from a cursor in batches: batches of 1 give the same rows as one batch", async () => {
      const window = exportWindow(addDays(today(), -60), today(), ZONE) as Window
      const collect = async (batches: AsyncGenerator<unknown[][]>) => {
        const all: unknown[][] = []
        for await (const batch of batches) all.push(...batch)
        return all
      }
      const whole = await collect(orderExportBatches(knex(), { merchantId: null }, window, ZONE))
      expect(whole).toHaveLength(4)
      expect(await collect(orderExportBatches(knex(), { merchantId: null }, window, ZONE, 1))).toEqual(whole)
      // A download stopped after its first batch closes its cursor's transaction: no connection is left in it.
      const stopped = orderExportBatches(knex(), { merchantId: null }, window, ZONE, 1)
      expect((await stopped.next()).value).toEqual([whole[0]])
      await stopped.return(undefined)
      const { rows: open } = await knex().raw(
        `SELECT COUNT(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`
      )
      expect(open[0].count).toBe(0)
      const customers = await collect(customerExportBatches(knex(), exportWindow(addDays(today(), -200), today(), ZONE) as Window, ZONE))
      expect(await collect(customerExportBatches(knex(), exportWindow(addDays(today(), -200), today(), ZONE) as Window, ZONE, 1))).toEqual(customers)
    })

    it("exports the members who joined in the range with their orders and spending (admins only)", async () => {
      const res = await exportCsv("customers.csv", admin.token, addDays(today(), -7), today())
      expect(res.status).toBe(200)
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="customers-/)
      const [header, ...rows] = parseCsv(res.data)
      expect(header.join(",")).toBe(CUSTOMER_HEADER)
      // The buyer (joined today) has one order with a sale: the delivered line, 2 × product 4's price.
      const price = (await api.get("/api/product/item/test-product-4")).data.product.price
      const buyerRow = rows.find((r) => r[1] === buyer.email)
      expect(buyerRow).toEqual(["Achieng Otieno, Jr.", buyer.email, "", today(), "1", String(2 * price)])
      expect(rows.map((r) => r[1])).not.toContain(member.email)
      const older = parseCsv((await exportCsv("customers.csv", admin.token, addDays(today(), -120), addDays(today(), -90))).data)
      expect(older.slice(1)).toEqual([["'@SUM(A1) -1+2", member.email, "", addDays(today(), -100), "0", "0"]])

      expect((await exportCsv("customers.csv", acacia.token, today(), today())).status).toBe(403)
      expect((await exportCsv("orders.csv", member.token, today(), today())).status).toBe(403)
      expect((await exportCsv("orders.csv", null, today(), today())).status).toBe(401)
    })

    it("refuses a backwards, over-long, missing or impossible range with 400", async () => {
      const cases: [string, string, string][] = [
        [today(), addDays(today(), -1), "from must not be after to."],
        ["2025-01-01", "2026-01-03", "An export covers at most 366 days."],
        ["2026-02-30", "2026-03-01", "from must be a date (YYYY-MM-DD)."],
        ["2026-01-01", "tomorrow", "to must be a date (YYYY-MM-DD)."],
      ]
      for (const [from, to, error] of cases) {
        for (const path of ["orders.csv", "customers.csv"]) {
          const res = await exportCsv(path, admin.token, from, to)
          expect([path, res.status, JSON.parse(res.data).error]).toEqual([path, 400, error])
        }
      }
      expect((await exportCsv("orders.csv", admin.token, "2025-01-01", "2026-01-02")).status).toBe(200)
      const missing = await api.get("/api/export/orders.csv?from=2026-01-01", bearer(admin.token))
      expect(missing.status).toBe(400)
    })
  },
})
