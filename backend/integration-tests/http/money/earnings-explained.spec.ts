import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { DAY_MS } from "../../../src/domain/ledger/settings"
import { reconcileLedger } from "../../helpers/ledger"
import { bearer, register } from "../../helpers/accounts"
import { eventually } from "../../helpers/eventually"
import { merchantWithAccount } from "../../helpers/merchants"
import { confirmCash, setLineStatus } from "../../helpers/orders"
import { order, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

/** A day as Nairobi's calendar has it (the shop's time zone), YYYY-MM-DD. */
const nairobiDay = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Africa/Nairobi" }).format(instant)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    it("earnings say when pending money becomes payable and how each sale's commission was computed", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const buyer = await register(api)
      const seller = await merchantWithAccount(api, getContainer(), "chui")
      // Product 24: Kes. 2,400, VAT 16% inside the price: Kes. 2,068.97 before VAT, 10% commission.
      const placed = await order(api, buyer.token, [{ slug: "test-product-24", quantity: 1 }])
      const line = placed.products[0]._id
      expect((await setLineStatus(api, admin.token, placed._id, line, "Delivered")).status).toBe(200)
      expect((await confirmCash(api, admin.token, placed._id)).status).toBe(200)
      const earnings = async () => (await api.get("/api/earnings", bearer(seller.token))).data.earnings
      const shown = await eventually(earnings, (e) => e.pending > 0)

      const sale = await knex()("ledger_transaction").where({ line_item_id: line, kind: "sale_delivered" }).first("created_at")
      const payable = nairobiDay(new Date(new Date(sale.created_at).getTime() + 7 * DAY_MS))
      expect(shown.pendingReleases).toEqual([{ date: payable, amount: shown.pending }])

      const from = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10)
      const to = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10)
      const statement = (await api.get(`/api/earnings/statement?from=${from}&to=${to}`, bearer(seller.token))).data.statement
      const saleLine = statement.lines.find((l: { kind: string }) => l.kind === "sale_delivered")
      expect(saleLine).toMatchObject({
        gross: 2400,
        commission: 206.9,
        commissionPercent: 10,
        commissionExplained: "10% of Kes. 2,068.97, the price before VAT",
        availableOn: payable,
      })

      // Once the hold has passed nothing is pending: no payable dates are left.
      await reconcileLedger(getContainer(), new Date(Date.now() + 7 * DAY_MS + 60_000))
      expect(await earnings()).toMatchObject({ pending: 0, pendingReleases: [] })
    })
  },
})
