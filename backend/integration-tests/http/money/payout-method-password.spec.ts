import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { bearer } from "../../helpers/accounts"
import { eventually } from "../../helpers/eventually"
import { merchantWithAccount } from "../../helpers/merchants"
import { emailsInOutbox, smsInOutbox } from "../../helpers/sms"
import { seedTestCatalogue } from "../../fixtures/catalogue"

/** A Safaricom number no other test uses: 07 then 8 random digits. */
const freshNumber = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`
const international = (local: string) => `+254${local.slice(1)}`

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    it("a payout number cannot be changed without the password; a change is told to the old contacts by e-mail and SMS", async () => {
      const merchant = await merchantWithAccount(api, getContainer())
      const record = await getContainer().resolve<MerchantModuleService>(MERCHANT_MODULE).retrieveMerchant(merchant.merchantId)
      const contactPhone = international(record.phone_number)
      const put = (body: Record<string, unknown>) => api.put("/api/earnings/payout-method", body, bearer(merchant.token))
      const stored = async () => (await knex()("payout_method").where({ merchant_id: merchant.merchantId }).first("phone", "kind"))

      // The first method is set as before (issue: first steps), and told to the contact.
      const first = freshNumber()
      expect((await put({ kind: "mpesa", phone: first })).status).toBe(200)
      await eventually(async () => smsInOutbox(contactPhone, "payout-method-changed"), (texts) => texts.length === 1)

      // A change with no password or a wrong one: 400 with a clear message, nothing changed, nobody told.
      const second = freshNumber()
      const missing = await put({ kind: "mpesa", phone: second })
      expect(missing.status).toBe(400)
      expect(missing.data.error).toBe("Enter your password to change your payout method.")
      const wrong = await put({ kind: "mpesa", phone: second, password: "not-my-password" })
      expect(wrong.status).toBe(400)
      expect(wrong.data.error).toBe("Your password is not correct, so your payout method was not changed.")
      expect(await stored()).toEqual({ kind: "mpesa", phone: international(first) })
      expect(smsInOutbox(international(first), "payout-method-changed")).toEqual([])

      // The right password: changed; the e-mail, the contact phone and the old payout number are told.
      const changed = await put({ kind: "mpesa", phone: second, password: "secret-pass" })
      expect(changed.status).toBe(200)
      expect(changed.data.payoutMethod).toMatchObject({ kind: "mpesa", phone: international(second) })
      expect(await stored()).toEqual({ kind: "mpesa", phone: international(second) })
      const [toContact, toOldNumber, mails] = await Promise.all([
        eventually(async () => smsInOutbox(contactPhone, "payout-method-changed"), (texts) => texts.length === 2),
        eventually(async () => smsInOutbox(international(first), "payout-method-changed"), (texts) => texts.length === 1),
        eventually(async () => emailsInOutbox(record.email!, "payout-method-changed"), (list) => list.length === 2),
      ])
      expect(toContact[1].text).toContain("your payouts will now go to M-Pesa")
      expect(toOldNumber[0].text).toContain("Not you? Contact us at once.")
      expect(mails[1].subject).toContain("payout method was changed")
      // The new number is not told (it is not an old contact).
      expect(smsInOutbox(international(second), "payout-method-changed")).toEqual([])
    })

    it("wrong passwords are rate-limited per account: after 5 the right one waits too (429)", async () => {
      const merchant = await merchantWithAccount(api, getContainer())
      const put = (body: Record<string, unknown>) => api.put("/api/earnings/payout-method", body, bearer(merchant.token))
      expect((await put({ kind: "mpesa", phone: freshNumber() })).status).toBe(200)
      const next = freshNumber()
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await put({ kind: "mpesa", phone: next, password: `guess-${attempt}` })).status).toBe(400)
      }
      const limited = await put({ kind: "mpesa", phone: next, password: "secret-pass" })
      expect(limited.status).toBe(429)
      expect(limited.data.error).toMatch(/^Too many wrong passwords, so your payout method cannot be changed for now\. Please try again in \d+ minutes?\.$/)
      const row = await knex()("payout_method").where({ merchant_id: merchant.merchantId }).first("phone")
      expect(row.phone).not.toBe(international(next))
    })
  },
})
