import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { PROMPT_LIMIT_MESSAGES } from "../../../src/domain/payments/prompt-limits"
import { anyStatus, uniqueEmail, type ShopApi } from "../../helpers/accounts"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { productBySlug } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const SECRET = "limits-secret-8c1d2e"
const PRODUCT = { slug: "test-product-7", price: 700 }
let sim: DarajaSimulator
const nextPhone = phoneSequence("7350")
let addressCounter = 0
/** A caller's own address (X-Forwarded-For, trusted from loopback), so each test's counts are its own. */
const nextAddress = () => `203.0.113.${++addressCounter}`

// Before the runner boots the shop: the simulator, and limits low enough to reach in a test.
beforeAll(async () => {
  sim = await startDarajaForShop(SECRET)
  Object.assign(process.env, {
    TRUST_PROXY: "loopback",
    MPESA_MAX_OPEN_PROMPTS: "2",
    MPESA_MAX_HELD_UNITS: "4",
    MPESA_MAX_OPEN_PROMPTS_PER_ADDRESS: "3",
    MPESA_PROMPTS_PER_PHONE: "2",
    REGISTER_MAX_PER_ADDRESS: "3",
  })
})
afterAll(async () => {
  await sim?.close()
})

type Buyer = { token: string; id: string; address: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let productId: string
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    const from = (address: string, token?: string) => ({
      ...anyStatus,
      headers: { "x-forwarded-for": address, ...(token ? { authorization: token } : {}) },
    })

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      productId = (await productBySlug(api, PRODUCT.slug))._id
    })

    const registerFrom = (address: string, email = uniqueEmail("limits")) =>
      api.post("/api/auth/register", { email, firstName: "Wekesa", lastName: "Barasa", password: "secret-pass", isSubscribed: false }, from(address))

    async function buyer(address = nextAddress()): Promise<Buyer> {
      const res = await registerFrom(address)
      expect(res.status).toBe(200)
      return { token: res.data.token, id: res.data.user._id, address }
    }

    /** A new cart of `quantity` units, then the prompt to `phone` (left open: the phone never answers). */
    async function prompt(who: Buyer, phone = nextPhone(), quantity = 1) {
      const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity }] }, from(who.address, who.token))
      expect(cart.status).toBe(200)
      await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 600_000 })
      return api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: PRODUCT.price * quantity, phone: phone.typed }, from(who.address, who.token))
    }

    /** What a refusal must leave as it was: the caller's payments, the units held for prompts, the pushes Daraja got. */
    async function footprint(customerIds: string[]) {
      const { rows } = await knex().raw(
        `SELECT (SELECT count(*) FROM mpesa_payment WHERE customer_id = ANY(?) AND deleted_at IS NULL)::int AS payments,
                (SELECT coalesce(sum(r.quantity), 0) FROM reservation_item r JOIN mpesa_payment p ON p.id = r.metadata->>'mpesa_payment_id'
                  WHERE p.customer_id = ANY(?) AND r.deleted_at IS NULL)::int AS held`,
        [customerIds, customerIds]
      )
      return { ...rows[0], pushes: (await sim.requests("/mpesa/stkpush")).length }
    }

    it("one account keeps at most MPESA_MAX_OPEN_PROMPTS prompts open; the next is a 429 that changes nothing", async () => {
      const hoarder = await buyer()
      expect((await prompt(hoarder)).status).toBe(200)
      expect((await prompt(hoarder)).status).toBe(200)
      const before = await footprint([hoarder.id])
      const third = await prompt(hoarder)
      expect(third.status).toBe(429)
      expect(third.data).toEqual({ error: PROMPT_LIMIT_MESSAGES.accountBusy })
      expect(await footprint([hoarder.id])).toEqual(before)
    })

    it("two prompts of one account at once cannot both pass the last free place", async () => {
      const racer = await buyer()
      expect((await prompt(racer)).status).toBe(200)
      const answers = await Promise.all(Array.from({ length: 5 }, () => prompt(racer)))
      expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429])
      const open = await knex().raw(`SELECT count(*)::int AS n FROM mpesa_payment WHERE customer_id = ? AND state = 'Pending' AND deleted_at IS NULL`, [racer.id])
      expect(open.rows[0].n).toBe(2)
    })

    it("the units held for an account's open prompts are bounded (MPESA_MAX_HELD_UNITS); a bigger cart alone is a 400", async () => {
      const bulk = await buyer()
      const tooBig = await prompt(bulk, nextPhone(), 5)
      expect(tooBig.status).toBe(400)
      expect(tooBig.data).toEqual({ error: PROMPT_LIMIT_MESSAGES.cartTooBig(4) })
      expect((await prompt(bulk, nextPhone(), 3)).status).toBe(200)
      const before = await footprint([bulk.id])
      const more = await prompt(bulk, nextPhone(), 2)
      expect(more.status).toBe(429)
      expect(more.data).toEqual({ error: PROMPT_LIMIT_MESSAGES.tooManyHeld(4) })
      expect(await footprint([bulk.id])).toEqual(before)
    })

    it("one address keeps at most MPESA_MAX_OPEN_PROMPTS_PER_ADDRESS prompts open, whatever the accounts; another address is not held back", async () => {
      const address = nextAddress()
      const [a, b] = [await buyer(address), await buyer(address)]
      expect((await prompt(a)).status).toBe(200)
      expect((await prompt(a)).status).toBe(200)
      expect((await prompt(b)).status).toBe(200)
      const before = await footprint([a.id, b.id])
      const fourth = await prompt(b)
      expect(fourth.status).toBe(429)
      expect(fourth.data).toEqual({ error: PROMPT_LIMIT_MESSAGES.addressBusy })
      expect(await footprint([a.id, b.id])).toEqual(before)
      expect((await prompt({ ...b, address: nextAddress() })).status).toBe(200)
    })

    it("a stranger's phone is rung at most MPESA_PROMPTS_PER_PHONE times an hour, from any account", async () => {
      const stranger = nextPhone()
      for (let i = 0; i < 2; i++) {
        await sim.scenario(stranger.daraja, { resultCode: 1032, delayMs: 1_000 })
        const who = await buyer()
        const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity: 1 }] }, from(who.address, who.token))
        const res = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: PRODUCT.price, phone: stranger.typed }, from(who.address, who.token))
        expect(res.status).toBe(200)
        await sim.advance(1_000) // the stranger cancels the prompt
      }
      const who = await buyer()
      const before = await footprint([who.id])
      const third = await prompt(who, stranger)
      expect(third.status).toBe(429)
      expect(third.data.error).toMatch(/^Too many M-Pesa payment requests to this phone\. Please try again in \d+ minutes?\.$/)
      expect(await footprint([who.id])).toEqual(before)
    })

    it("one address makes at most REGISTER_MAX_PER_ADDRESS accounts an hour; the next is a 429 and no account", async () => {
      const address = nextAddress()
      for (let i = 0; i < 3; i++) expect((await registerFrom(address)).status).toBe(200)
      const email = uniqueEmail("refused")
      const refused = await registerFrom(address, email)
      expect(refused.status).toBe(429)
      expect(refused.data.error).toMatch(/^Too many accounts were created from your network\. Please try again in \d+ minutes?\.$/)
      const { rows } = await knex().raw(`SELECT count(*)::int AS n FROM customer WHERE email = ? AND deleted_at IS NULL`, [email])
      expect(rows[0].n).toBe(0)
      expect((await registerFrom(nextAddress(), email)).status).toBe(200)
    })
  },
})
