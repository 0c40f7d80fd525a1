import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { MERCHANT_APPROVAL_MESSAGES } from "../../../src/domain/merchants/approval"
import { ACCOUNT_MODULE } from "../../../src/modules/account"
import type AccountModuleService from "../../../src/modules/account/service"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { RATE_LIMIT_MODULE } from "../../../src/modules/rate-limit"
import type RateLimitModuleService from "../../../src/modules/rate-limit/service"
import type { RateChecks } from "../../../src/domain/accounts/rate-limit-settings"
import { anyStatus, bearer, readOutbox, register, uniqueEmail } from "../../helpers/accounts"
import { registerWithRole } from "../../helpers/shop"
import { applied, application, invitationToken, merchantWithAccount } from "../../helpers/merchants"

const INVALID_LINK = "Your sign-up link is invalid or has expired. Please contact us for a new one."

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const merchants = () => getContainer().resolve<MerchantModuleService>(MERCHANT_MODULE)
    const brands = () => getContainer().resolve<BrandModuleService>(BRAND_MODULE)
    const admin = () => registerWithRole(api, getContainer(), "ROLE_ADMIN")
    const signup = (token: string, body: unknown) => api.post(`/api/merchant/signup/${token}`, body, anyStatus)

    it("lets only admins call the admin merchant routes: 401 anonymous, 403 member and merchant", async () => {
      const member = await register(api)
      const merchant = await merchantWithAccount(api, getContainer())
      const other = await merchantWithAccount(api, getContainer())
      const target = await applied(getContainer())
      const routes: [string, string, unknown?][] = [
        ["get", "/api/merchant"],
        ["get", "/api/merchant/search?search=ki"],
        ["put", `/api/merchant/approve/${target._id}`, {}],
        ["put", `/api/merchant/reject/${target._id}`, {}],
        ["put", `/api/merchant/${other.merchantId}/active`, { merchant: { isActive: false } }],
        ["delete", `/api/merchant/delete/${other.merchantId}`],
      ]
      for (const [method, url, body] of routes) {
        const call = (options: object) => (body ? (api as any)[method](url, body, options) : (api as any)[method](url, options))
        expect([url, (await call(anyStatus)).status]).toEqual([url, 401])
        expect([url, (await call(bearer(member.token))).status]).toEqual([url, 403])
        expect([url, (await call(bearer(merchant.token))).status]).toEqual([url, 403])
      }
      // Nothing changed for the merchants the calls named.
      expect((await merchants().retrieveMerchant(target._id)).status).toBe("Waiting Approval")
      expect((await merchants().retrieveMerchant(other.merchantId)).is_active).toBe(true)
      const boss = await admin()
      expect((await api.get("/api/merchant", bearer(boss.token))).status).toBe(200)
    })

    it("takes an application with the spec's messages, refuses a second pending one and e-mails applicant and admins", async () => {
      const boss = await admin()
      const waiting = async () => (await api.get("/api/dashboard/queues", bearer(boss.token))).data.merchants as number
      const waitingBefore = await waiting()
      const add = (body: unknown) => api.post("/api/merchant/add", body, anyStatus)
      const good = application()
      expect((await add({ ...good, name: "" })).data).toEqual({ error: "Name is required." })
      expect((await add({ ...good, email: "not-an-email" })).data).toEqual({ error: "Email format is invalid." })
      expect((await add({ ...good, phoneNumber: "12345" })).data).toEqual({ error: "Phone number format is invalid." })
      expect((await add({ ...good, phoneNumber: undefined })).data).toEqual({ error: "Phone number is required." })
      expect((await add({ ...good, brand: " " })).data).toEqual({ error: "Brand is required." })
      expect((await add({ ...good, business: "Too short" })).data).toEqual({ error: "Business must be at least 10 characters." })
      expect((await add({ ...good, business: "x".repeat(1001) })).status).toBe(400)
      const raw = (text: string) => api.post("/api/merchant/add", text, { ...anyStatus, headers: { "content-type": "application/json" } })
      for (const malformed of ["[]", '"text"', "42", "null", '{"name":', JSON.stringify({ name: { $ne: 1 } }), JSON.stringify({ ...good, email: 7 }), JSON.stringify({ ...good, phoneNumber: ["0712345678"] })]) {
        const res = await raw(malformed)
        expect([JSON.stringify(malformed), res.status]).toEqual([JSON.stringify(malformed), 400])
      }

      const res = await add({ ...good, phoneNumber: "(071) 234-5678" })
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({
        success: true,
        message: "We received your request! We will reach you on your phone number +254712345678!",
        merchant: { name: good.name, email: good.email, brandName: good.brand, status: "Waiting Approval", isActive: false },
      })
      const again = await add({ ...application(), email: good.email.toUpperCase() })
      expect(again.status).toBe(400)
      expect(again.data.error).toMatch(/email address is already waiting for approval/)
      const samePhone = await add({ ...application(), phoneNumber: "0712345678" })
      expect(samePhone.data.error).toMatch(/phone number is already waiting for approval/)

      expect(await waiting()).toBe(waitingBefore + 1)
      expect((await readOutbox(good.email, "merchant-application")).text).toMatch(/We received your request/)
      expect((await readOutbox(boss.email, "merchant-application-admin")).text).toContain(good.brand)

      const noEmail = await add({ ...application(), email: "" })
      expect(noEmail.status).toBe(200)
      expect(noEmail.data.merchant.email).toBeNull()
    })

    it("lists 20 a page newest first with brands, and searches e-mail, phone, brand or status in any case", async () => {
      const boss = await admin()
      const mine = await applied(getContainer(), { brand: "Zawadi Crafts", email: uniqueEmail("zawadi") })
      const page = await api.get("/api/merchant?page=1", bearer(boss.token))
      expect(page.status).toBe(200)
      expect(page.data.merchants[0]).toMatchObject({ _id: mine._id, brandName: "Zawadi Crafts", brand: null, phoneNumber: mine.body.phoneNumber })
      expect(page.data.merchants.length).toBeLessThanOrEqual(20)
      expect(page.data).toMatchObject({ currentPage: 1, totalPages: Math.ceil(page.data.count / 20) })
      expect((await api.get("/api/merchant?page=zero", bearer(boss.token))).status).toBe(400)

      const search = async (text: string) => (await api.get(`/api/merchant/search?search=${encodeURIComponent(text)}`, bearer(boss.token))).data
      expect((await search("zAWADI")).merchants.map((m: any) => m._id)).toContain(mine._id)
      expect((await search(mine.body.phoneNumber.slice(2, 8))).merchants.map((m: any) => m._id)).toContain(mine._id)
      expect((await search("waiting appr")).merchants.map((m: any) => m._id)).toContain(mine._id)
      expect((await search("%%")).merchants).toEqual([])
      // Digits inside an e-mail are not a phone search.
      expect((await search(mine.body.email)).merchants.map((m: any) => m._id)).toEqual([mine._id])
      expect((await api.get("/api/merchant/search?search=z", bearer(boss.token))).data).toEqual({ error: "Type at least 2 characters to search." })
    })

    it("approves with an inactive brand and a single-use invitation; the merchant signs up and signs in", async () => {
      const boss = await admin()
      const m = await applied(getContainer(), { brand: "Jiko Bora" })
      const approved = await api.put(`/api/merchant/approve/${m._id}`, {}, bearer(boss.token))
      expect(approved.status).toBe(200)
      expect(approved.data.success).toBe(true)
      const [brand] = await brands().listBrands({ merchant_id: m._id })
      expect(brand).toMatchObject({ name: "Jiko Bora", slug: "jiko-bora", is_active: false })
      const listed = (await api.get("/api/merchant", bearer(boss.token))).data.merchants.find((x: any) => x._id === m._id)
      expect(listed).toMatchObject({ status: "Approved", isActive: true, brand: { _id: brand.id, name: "Jiko Bora", isActive: false } })

      const mail = await readOutbox(m.body.email, "merchant-invitation")
      expect(mail.text).toContain(`/#/merchant-signup/`)
      expect(mail.text).toContain(`?email=${encodeURIComponent(m.body.email)}`)
      const token = await invitationToken(m.body.email)
      const details = { email: m.body.email, firstName: "Wanjiru", lastName: "Kamau", password: "merchant-pass" }

      expect((await signup(token, { ...details, email: uniqueEmail("intruder") })).data).toEqual({ error: INVALID_LINK })
      expect((await signup("f".repeat(64), details)).data).toEqual({ error: INVALID_LINK })
      expect((await signup(token, { ...details, password: "123" })).data).toEqual({ error: "Password must be at least 6 characters." })
      expect((await signup(token, { ...details, firstName: "" })).data).toEqual({ error: "First Name is required." })
      expect((await signup(token, "nonsense")).status).toBe(400)

      const done = await signup(token, details)
      expect(done.status).toBe(200)
      expect(done.data.success).toBe(true)
      expect((await signup(token, details)).data).toEqual({ error: INVALID_LINK })

      const login = await api.post("/api/auth/login", { email: m.body.email, password: "merchant-pass" }, anyStatus)
      expect(login.status).toBe(200)
      const me = (await api.get("/api/user/me", bearer(login.data.token))).data.user
      expect(me).toMatchObject({ role: "ROLE_MERCHANT", merchant: m._id })
      expect((await api.get("/api/brand", bearer(login.data.token))).data.brands.map((b: any) => b._id)).toEqual([brand.id])

      // Approving again changes nothing: no second brand, no second invitation.
      const twice = await api.put(`/api/merchant/approve/${m._id}`, {}, bearer(boss.token))
      expect(twice.status).toBe(200)
      expect(await brands().listBrands({ merchant_id: m._id })).toHaveLength(1)
      expect(await merchants().listMerchantInvitations({ merchant_id: m._id })).toHaveLength(1)
      expect((await api.put("/api/merchant/approve/mer_missing", {}, bearer(boss.token))).status).toBe(404)
    })

    it("refuses an expired invitation and leaves everything as it was", async () => {
      const boss = await admin()
      const m = await applied(getContainer())
      await api.put(`/api/merchant/approve/${m._id}`, {}, bearer(boss.token))
      const token = await invitationToken(m.body.email)
      const [invitation] = await merchants().listMerchantInvitations({ merchant_id: m._id })
      await merchants().updateMerchantInvitations({ id: invitation.id, expires_at: new Date(Date.now() - 1000) })
      const res = await signup(token, { email: m.body.email, firstName: "A", lastName: "B", password: "secret-pass" })
      expect(res.data).toEqual({ error: INVALID_LINK })
      expect((await api.post("/api/auth/login", { email: m.body.email, password: "secret-pass" }, anyStatus)).status).not.toBe(200)
      expect((await merchants().retrieveMerchantInvitation(invitation.id)).used_at).toBeNull()
    })

    it("promotes an existing account at once with a welcome e-mail; refuses approval without an e-mail", async () => {
      const boss = await admin()
      const member = await register(api)
      const m = await applied(getContainer(), { email: member.email })
      expect((await api.get("/api/brand", bearer(member.token))).status).toBe(403)
      expect((await api.put(`/api/merchant/approve/${m._id}`, {}, bearer(boss.token))).status).toBe(200)
      expect((await api.get("/api/user/me", bearer(member.token))).data.user).toMatchObject({ role: "ROLE_MERCHANT", merchant: m._id })
      expect((await api.get("/api/brand", bearer(member.token))).status).toBe(200)
      expect((await readOutbox(member.email, "merchant-welcome")).subject).toMatch(/approved/)
      expect(await merchants().listMerchantInvitations({ merchant_id: m._id })).toHaveLength(0)

      const phoneOnly = await applied(getContainer(), { email: null })
      const refused = await api.put(`/api/merchant/approve/${phoneOnly._id}`, {}, bearer(boss.token))
      expect(refused.data).toEqual({ error: MERCHANT_APPROVAL_MESSAGES.noEmail(phoneOnly.body.phoneNumber) })
      expect((await merchants().retrieveMerchant(phoneOnly._id)).status).toBe("Waiting Approval")

      const adminApplies = await applied(getContainer(), { email: boss.email })
      expect((await api.put(`/api/merchant/approve/${adminApplies._id}`, {}, bearer(boss.token))).status).toBe(400)
      expect((await api.get("/api/user/me", bearer(boss.token))).data.user.role).toBe("ROLE_ADMIN")
    })

    it("rejects only a waiting merchant, e-mails them, and can approve them again", async () => {
      const boss = await admin()
      const m = await applied(getContainer())
      expect((await api.put(`/api/merchant/reject/${m._id}`, {}, bearer(boss.token))).data).toMatchObject({ success: true })
      expect((await merchants().retrieveMerchant(m._id)).status).toBe("Rejected")
      expect((await readOutbox(m.body.email, "merchant-rejected")).subject).toMatch(/not approved/)
      expect((await api.put(`/api/merchant/reject/${m._id}`, {}, bearer(boss.token))).data).toEqual({
        error: "Only a merchant waiting for approval can be rejected.",
      })
      expect((await api.put(`/api/merchant/approve/${m._id}`, {}, bearer(boss.token))).status).toBe(200)
      expect((await merchants().retrieveMerchant(m._id)).status).toBe("Approved")
      expect((await api.put(`/api/merchant/reject/${m._id}`, {}, bearer(boss.token))).status).toBe(400)
    })

    it("toggles isActive with bad bodies refused; enabling re-enables the merchant only", async () => {
      const boss = await admin()
      const m = await merchantWithAccount(api, getContainer())
      const url = `/api/merchant/${m.merchantId}/active`
      for (const body of [{}, { merchant: {} }, { merchant: { isActive: "yes" } }, [], "x"]) {
        expect((await api.put(url, body, bearer(boss.token))).status).toBe(400)
      }
      await api.put(`/api/brand/${m.brand.id}/active`, { brand: { isActive: true } }, bearer(m.token))
      expect((await api.put(url, { merchant: { isActive: false } }, bearer(boss.token))).data.success).toBe(true)
      expect((await readOutbox(m.email, "merchant-disabled")).subject).toMatch(/disabled/)
      expect((await brands().retrieveBrand(m.brand.id)).is_active).toBe(false)
      // A disabled merchant cannot switch their brand back on.
      expect((await api.put(`/api/brand/${m.brand.id}/active`, { brand: { isActive: true } }, bearer(m.token))).status).toBe(403)

      expect((await api.put(url, { merchant: { isActive: true } }, bearer(boss.token))).status).toBe(200)
      expect((await merchants().retrieveMerchant(m.merchantId)).is_active).toBe(true)
      expect((await brands().retrieveBrand(m.brand.id)).is_active).toBe(false)
      expect((await api.put(`/api/brand/${m.brand.id}/active`, { brand: { isActive: true } }, bearer(m.token))).status).toBe(200)
      expect((await api.put("/api/merchant/mer_missing/active", { merchant: { isActive: true } }, bearer(boss.token))).status).toBe(404)
    })

    it("deletes a merchant: the account is a member again, the brand is disabled and kept, the record is gone", async () => {
      const boss = await admin()
      const m = await merchantWithAccount(api, getContainer())
      await api.put(`/api/brand/${m.brand.id}/active`, { brand: { isActive: true } }, bearer(m.token))
      const res = await api.delete(`/api/merchant/delete/${m.merchantId}`, bearer(boss.token))
      expect(res.status).toBe(200)
      expect((await api.get("/api/user/me", bearer(m.token))).data.user).toMatchObject({ role: "ROLE_MEMBER", merchant: null })
      expect((await api.get("/api/brand", bearer(m.token))).status).toBe(403)
      const brand = await brands().retrieveBrand(m.brand.id)
      expect(brand).toMatchObject({ is_active: false, merchant_id: null })
      expect(await merchants().listMerchants({ id: m.merchantId })).toHaveLength(0)
      expect((await api.delete(`/api/merchant/delete/${m.merchantId}`, bearer(boss.token))).status).toBe(404)
      const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
      expect(await accounts.listAccounts({ merchant_id: m.merchantId })).toHaveLength(0)
    })

    it("takes the original client's brandName for brand, with the same messages; merchant JSON carries brandName and brand", async () => {
      // This test's own allowance: the spec's application test above used most of the address's.
      const limits = getContainer().resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)
      await limits.forgetAttempts(["127.0.0.1", "::ffff:127.0.0.1", "::1"].map((address): RateChecks[number] => ["merchantApplyByAddress", address]))
      const add = (body: unknown) => api.post("/api/merchant/add", body, anyStatus)
      const { brand: _brand, ...withoutBrand } = application()

      expect((await add(withoutBrand)).data).toEqual({ error: "Brand is required." })
      expect((await add({ ...withoutBrand, brandName: " " })).data).toEqual({ error: "Brand is required." })
      expect((await add({ ...withoutBrand, brandName: "x".repeat(101) })).data).toEqual({ error: "Brand may not be longer than 100 characters." })
      expect((await add({ ...withoutBrand, brand: "Kikapu", brandName: "Other Name" })).data).toEqual({
        error: "Send the brand as brand or as brandName, not both.",
      })

      const res = await add({ ...withoutBrand, brandName: "  Pwani Weavers " })
      expect(res.status).toBe(200)
      expect(res.data.merchant).toMatchObject({ brandName: "Pwani Weavers", brand: null, status: "Waiting Approval" })
      expect((await merchants().retrieveMerchant(res.data.merchant._id)).brand_name).toBe("Pwani Weavers")

      // Approved: `brand` is the brand made from that name, `brandName` stays the name applied with.
      const boss = await admin()
      expect((await api.put(`/api/merchant/approve/${res.data.merchant._id}`, {}, bearer(boss.token))).status).toBe(200)
      const listed = (await api.get("/api/merchant", bearer(boss.token))).data.merchants.find((x: any) => x._id === res.data.merchant._id)
      expect(listed).toMatchObject({ brandName: "Pwani Weavers", brand: { name: "Pwani Weavers", slug: "pwani-weavers", isActive: false } })
    })

    it("takes Kenyan phone numbers as people write them (07…, 01…, +254…, 254…, with spaces) and still refuses others", async () => {
      // This test's own allowance, as above.
      const limits = getContainer().resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)
      await limits.forgetAttempts(["127.0.0.1", "::ffff:127.0.0.1", "::1"].map((address): RateChecks[number] => ["merchantApplyByAddress", address]))
      const add = (body: unknown) => api.post("/api/merchant/add", body, anyStatus)

      for (const phoneNumber of ["+254 812 345 678", "0812 345 678", "0712 345 67", "+44 7700 900123", "+0712 345 678"]) {
        const refused = await add(application({ phoneNumber }))
        expect([phoneNumber, refused.status, refused.data]).toEqual([phoneNumber, 400, { error: "Phone number format is invalid." }])
      }

      // Stored normalised (+254XXXXXXXXX), so the same number written two ways is one applicant.
      for (const [phoneNumber, normalised] of [
        ["0722 111 222", "+254722111222"],
        ["0110 123 456", "+254110123456"],
        ["+254 733 444 555", "+254733444555"],
        ["254 744 555 666", "+254744555666"],
        ["+254711000111", "+254711000111"],
        ["0712-000-222", "+254712000222"],
      ]) {
        const res = await add(application({ phoneNumber }))
        expect([phoneNumber, res.status]).toEqual([phoneNumber, 200])
        expect(res.data.message).toBe(`We received your request! We will reach you on your phone number ${normalised}!`)
        expect((await merchants().retrieveMerchant(res.data.merchant._id)).phone_number).toBe(normalised)
      }
      const sameNumber = await add(application({ phoneNumber: "+254 722 111 222" }))
      expect([sameNumber.status, sameNumber.data.error]).toEqual([400, expect.stringMatching(/phone number is already waiting for approval/)])
      // Stored as +254…, still found as an admin writes it: "0722 111".
      const boss = await admin()
      const found = await api.get(`/api/merchant/search?search=${encodeURIComponent("0722 111")}`, bearer(boss.token))
      expect(found.data.merchants.map((m: { phoneNumber: string }) => m.phoneNumber)).toContain("+254722111222")
      // The spec's 10-digit pattern, when the number is not Kenyan, is kept as typed.
      const spec = await add(application({ phoneNumber: "(555) 123-4567" }))
      expect((await merchants().retrieveMerchant(spec.data.merchant._id)).phone_number).toBe("(555) 123-4567")
    })

    it("limits applications per address with a clear 429", async () => {
      let res: any
      for (let i = 0; i < 25; i++) {
        res = await api.post("/api/merchant/add", application(), anyStatus)
        if (res.status === 429) break
      }
      expect(res.status).toBe(429)
      expect(res.data.error).toMatch(/Too many attempts/)
    })
  },
})
