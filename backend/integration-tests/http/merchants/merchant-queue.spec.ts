import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { MERCHANT_APPROVAL_MESSAGES } from "../../../src/domain/merchants/approval"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { anyStatus, bearer, readOutbox, register, uniqueEmail } from "../../helpers/accounts"
import { applied } from "../../helpers/merchants"
import { registerWithRole } from "../../helpers/shop"
import { smsInOutbox } from "../../helpers/sms"

/** Issue item 20: the admin's Waiting tab, and approving an applicant who gave only a phone number. */
async function waitForSms(to: string, template: string) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const found = smsInOutbox(to, template)
    if (found.length) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no ${template} SMS to ${to}`)
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let boss: { token: string }
    const merchants = () => getContainer().resolve<MerchantModuleService>(MERCHANT_MODULE)
    const approve = (id: string, body: unknown, token = boss.token) => api.put(`/api/merchant/approve/${id}`, body, bearer(token))
    const signup = (token: string, body: unknown) => api.post(`/api/merchant/signup/${token}`, body, anyStatus)

    beforeAll(async () => {
      boss = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
    })

    it("the Waiting tab lists only merchants waiting for approval; a bad status is a 400", async () => {
      const waiting = await applied(getContainer())
      const approved = await applied(getContainer())
      expect((await approve(approved._id, {})).status).toBe(200)
      const list = await api.get(`/api/merchant?status=${encodeURIComponent("Waiting Approval")}&limit=100`, bearer(boss.token))
      expect(list.status).toBe(200)
      const ids = list.data.merchants.map((m: { _id: string }) => m._id)
      expect(ids).toContain(waiting._id)
      expect(ids).not.toContain(approved._id)
      expect(list.data.merchants.every((m: { status: string }) => m.status === "Waiting Approval")).toBe(true)
      expect(list.data.count).toBe(list.data.merchants.length)
      const bad = await api.get("/api/merchant?status=Sleeping", bearer(boss.token))
      expect(bad.status).toBe(400)
      expect(bad.data).toEqual({ error: "status must be one of: Waiting Approval, Approved, Rejected." })
    })

    it("a phone-only applicant is approved with an e-mail the admin adds: stored, and the invitation e-mailed", async () => {
      const phoneOnly = await applied(getContainer(), { email: null })
      const member = await register(api)
      expect((await approve(phoneOnly._id, { email: "new@example.com" }, member.token)).status).toBe(403)
      expect((await approve(phoneOnly._id, {})).data).toEqual({ error: MERCHANT_APPROVAL_MESSAGES.noEmail(phoneOnly.phoneNumber) })
      expect((await approve(phoneOnly._id, { email: "nope" })).data).toEqual({ error: "Email format is invalid." })
      expect((await approve(phoneOnly._id, { email: "x@example.com", invite: "sms" })).data).toEqual({ error: MERCHANT_APPROVAL_MESSAGES.emailOrSms })
      expect((await merchants().retrieveMerchant(phoneOnly._id)).status).toBe("Waiting Approval")

      const email = uniqueEmail("phone-seller")
      const done = await approve(phoneOnly._id, { email: email.toUpperCase() })
      expect(done.data).toEqual({ success: true, message: "Merchant has been approved. An invitation to sign up was sent by email." })
      expect(await merchants().retrieveMerchant(phoneOnly._id)).toMatchObject({ status: "Approved", email })
      const mail = await readOutbox(email, "merchant-invitation")
      expect(mail.text).toContain(`?email=${encodeURIComponent(email)}`)
    })

    it("a phone-only applicant invited by SMS gets the same single-use link; signing up stores their e-mail", async () => {
      const phoneOnly = await applied(getContainer(), { email: null })
      const stored = await merchants().retrieveMerchant(phoneOnly._id)
      const done = await approve(phoneOnly._id, { invite: "sms" })
      expect(done.data).toEqual({ success: true, message: "Merchant has been approved. An invitation to sign up was sent by SMS." })
      const [sms] = await waitForSms(stored.phone_number, "merchant-invitation")
      const token = sms.text.match(/#\/merchant-signup\/([a-f0-9]+)\?email=/)?.[1]
      expect(token).toBeTruthy()

      const email = uniqueEmail("sms-seller")
      const details = { email, firstName: "Achieng", lastName: "Otieno", password: "merchant-pass" }
      const first = await signup(token!, details)
      expect([first.status, first.data.success]).toEqual([200, true])
      expect((await merchants().retrieveMerchant(phoneOnly._id)).email).toBe(email)
      // Single use: the same link again, even with another e-mail, is refused.
      expect((await signup(token!, { ...details, email: uniqueEmail("again") })).status).toBe(400)
      const login = await api.post("/api/auth/login", { email, password: "merchant-pass" }, anyStatus)
      expect((await api.get("/api/user/me", bearer(login.data.token))).data.user).toMatchObject({ role: "ROLE_MERCHANT", merchant: phoneOnly._id })
    })

    it("the reviews' Waiting tab lists only reviews waiting for approval", async () => {
      const all = await api.get("/api/review?status=Waiting%20Approval", bearer(boss.token))
      expect(all.status).toBe(200)
      expect(all.data.reviews.every((r: { status: string }) => r.status === "Waiting Approval")).toBe(true)
      expect((await api.get("/api/review?status=Sleeping", bearer(boss.token))).status).toBe(400)
    })
  },
})
