import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { postLineLedger } from "../../../src/workflows/ledger/steps/post-line-ledger"
import { bearer, register } from "../../helpers/accounts"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { merchantWithAccount } from "../../helpers/merchants"
import { setLineStatus } from "../../helpers/orders"
import { order, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const ROUNDS = 12
type Person = { token: string }
type Race = "cancel line" | "cancel only line" | "cancel order"

/**
 * Issue 48 item 7: the merchant's Delivered and the buyer's Cancel of the same Shipped line sent
 * at once. Each change is decided inside the order's lock, on the status as it is then: exactly
 * one of the two wins, the other is refused with the reason, and the ledger follows the winner.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Person
    let buyer: Person
    let seller: Person
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      buyer = await register(api)
      seller = await merchantWithAccount(api, getContainer(), "chui")
    })

    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), admin.token)
    })

    /** A placed order with a Chui line moved to Shipped by its merchant (and a second line of another brand when asked). */
    const shippedLine = async (withOther: boolean) => {
      const placed = await order(api, buyer.token, [
        { slug: "test-product-25", quantity: 1 },
        ...(withOther ? [{ slug: "test-product-1", quantity: 1 }] : []),
      ])
      const line = placed.products.find((p: { product: { slug: string } }) => p.product.slug === "test-product-25")._id
      for (const status of ["Processing", "Shipped"]) {
        expect((await setLineStatus(api, seller.token, placed._id, line, status)).status).toBe(200)
      }
      return { orderId: placed._id as string, line: line as string }
    }

    const cancel = (race: Race, orderId: string, line: string) =>
      race === "cancel order"
        ? api.delete(`/api/order/cancel/${orderId}`, bearer(buyer.token))
        : setLineStatus(api, buyer.token, orderId, line, "Cancelled")

    const ledgerKeys = async (line: string, orderId: string) =>
      ((await knex().raw(`SELECT key FROM ledger_transaction WHERE line_item_id = ? OR order_id = ?`, [line, orderId])).rows as { key: string }[]).map(
        (row) => row.key.split(":")[0]
      )

    it(`lets exactly one of Delivered and Cancel win, ${ROUNDS} rounds sent at once`, async () => {
      const winners: string[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const race: Race = (["cancel line", "cancel only line", "cancel order"] as const)[round % 3]
        const { orderId, line } = await shippedLine(race === "cancel line")
        const [delivered, cancelled] = await Promise.all([
          setLineStatus(api, seller.token, orderId, line, "Delivered"),
          cancel(race, orderId, line),
        ])
        const statuses = [delivered.status, cancelled.status]
        expect({ round, race, statuses }).toEqual({ round, race, statuses: expect.arrayContaining([200]) })
        expect(statuses.filter((status) => status === 200)).toHaveLength(1)
        const loser = delivered.status === 200 ? cancelled : delivered
        expect([400, 409]).toContain(loser.status)
        const shown = (await api.get(`/api/order/${orderId}`, bearer(buyer.token))).data.order
        const status = shown.products.find((p: { _id: string }) => p._id === line).status
        if (delivered.status === 200) {
          expect(status).toBe("Delivered")
          expect(loser.data.error).toBe(
            race === "cancel order" ? "An order with a delivered item cannot be cancelled." : "A delivered item cannot be cancelled."
          )
        } else {
          expect(status).toBe("Cancelled")
          expect(loser.data.error).toBe("This item is already cancelled.")
        }
        winners.push(status)

        // The ledger follows the winner: brought up to date by the shop's own posting (what the
        // subscriber and the reconciliation job run), a delivered line is never reversed or owed
        // back, and a cancelled one was never sold.
        await postLineLedger(getContainer(), [line], new Date())
        const keys = await ledgerKeys(line, orderId)
        if (status === "Delivered") expect(keys).not.toEqual(expect.arrayContaining(["line-reversed"]))
        if (status === "Delivered") expect(keys).not.toEqual(expect.arrayContaining(["line-refund-due"]))
        if (status === "Cancelled") expect(keys).not.toEqual(expect.arrayContaining(["line-delivered"]))
        const changes = await knex()("order_line_change").where({ line_item_id: line, from_status: "Shipped" })
        // Whichever won is recorded once, a whole order's cancel included (its lines' timelines date it).
        expect(changes.map((change: { to_status: string }) => change.to_status)).toEqual([status])
      }
      // Both outcomes are legitimate; which one wins is the lock's order.
      expect(winners).toHaveLength(ROUNDS)
    })
  },
})
