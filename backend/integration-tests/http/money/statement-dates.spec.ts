import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Logger } from "@medusajs/framework/types"
import { bearer } from "../../helpers/accounts"
import { merchantWithAccount } from "../../helpers/merchants"
import { registerWithRole } from "../../helpers/shop"

/** Every route that takes a date range, and the admin's query that names what it is about. */
const ROUTES = [
  { path: "/api/earnings/statement", extra: (merchantId: string) => `&merchantId=${merchantId}` },
  { path: "/api/export/orders.csv", extra: () => "" },
  { path: "/api/export/customers.csv", extra: () => "" },
  { path: "/api/audit", extra: () => "" },
]

/** [from, to, the field the message names]: none of them is a date, or the range runs backwards. */
const BAD_RANGES: [string, string, RegExp][] = [
  ["2026-01-01", "2026-13-01", /^to must be a date \(YYYY-MM-DD/],
  ["2026-01-01", "garbage", /^to must be a date \(YYYY-MM-DD/],
  ["2026-02-30", "2026-03-05", /^from must be a date \(YYYY-MM-DD/],
  ["2026-01-01", "2026-01-01T25:00:00Z", /^to must be a date \(YYYY-MM-DD/],
  ["2026-02-29T00:00:00.000Z", "2026-03-05", /^from must be a date \(YYYY-MM-DD/],
  ["2026-03-05", "2026-02-01", /^(to must be after from|from must not be after to)\.$/],
]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    let seller: Awaited<ReturnType<typeof merchantWithAccount>>

    beforeAll(async () => {
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      seller = await merchantWithAccount(api, getContainer())
    })

    afterEach(() => jest.restoreAllMocks())

    it("a date that is not a real YYYY-MM-DD day, or a backwards range, is a 400 with the reason and nothing in the error log", async () => {
      const logger = getContainer().resolve<Logger>(ContainerRegistrationKeys.LOGGER)
      const errors = jest.spyOn(logger, "error")
      for (const route of ROUTES) {
        for (const [from, to, message] of BAD_RANGES) {
          const res = await api.get(`${route.path}?from=${from}&to=${to}${route.extra(seller.merchantId)}`, bearer(admin.token))
          expect({ url: `${route.path} ${from} ${to}`, status: res.status }).toEqual({ url: `${route.path} ${from} ${to}`, status: 400 })
          expect(Object.keys(res.data)).toEqual(["error"])
          expect(res.data.error).toMatch(message)
        }
      }
      expect(errors).not.toHaveBeenCalled()
    })

    it("a merchant's own statement refuses 2026-02-30 instead of reading it as 2 March", async () => {
      const res = await api.get("/api/earnings/statement?from=2026-02-30&to=2026-03-31", bearer(seller.token))
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ error: "from must be a date (YYYY-MM-DD or ISO 8601)." })
    })

    it("real dates and the storefront's ISO instants still answer", async () => {
      const statement = await api.get("/api/earnings/statement?from=2024-02-29&to=2024-03-01T00:00:00.000Z", bearer(seller.token))
      expect(statement.status).toBe(200)
      expect(statement.data.statement).toMatchObject({ openingBalance: 0, closingBalance: 0, lines: [] })
      expect((await api.get("/api/export/orders.csv?from=2024-02-29&to=2024-02-29", bearer(admin.token))).status).toBe(200)
      expect((await api.get("/api/audit?from=2024-02-29&to=2024-02-29", bearer(admin.token))).status).toBe(200)
    })
  },
})
