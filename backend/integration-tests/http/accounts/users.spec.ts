import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE } from "../../../src/modules/account"
import type AccountModuleService from "../../../src/modules/account/service"
import { anyStatus, bearer, register } from "../../helpers/accounts"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    async function promoteToAdmin(customerId: string) {
      const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
      const account = await accounts.retrieveAccountByCustomer(customerId)
      await accounts.updateAccounts({ id: account!.id, role: "ROLE_ADMIN" })
    }

    describe("PUT /api/user", () => {
      it("changes first name, last name and phone number only", async () => {
        const member = await register(api)
        const res = await api.put(
          "/api/user",
          {
            profile: { firstName: "Wambui", lastName: "Njeri", phoneNumber: "0712 345678", role: "ROLE_ADMIN", email: "x@y.z" },
            role: "ROLE_ADMIN",
          },
          bearer(member.token)
        )

        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          success: true,
          user: { firstName: "Wambui", lastName: "Njeri", phoneNumber: "+254712345678", role: "ROLE_MEMBER", email: member.email },
        })
        const me = await api.get("/api/user/me", bearer(member.token))
        expect(me.data.user).toMatchObject({ role: "ROLE_MEMBER", email: member.email, firstName: "Wambui" })
      })

      it("refuses a bad phone number and a missing profile, and callers without a token", async () => {
        const member = await register(api)
        const bad = await api.put("/api/user", { profile: { phoneNumber: "call me" } }, bearer(member.token))
        expect(bad.status).toBe(400)
        expect(bad.data).toEqual({ error: "Phone number format is invalid." })
        for (const phoneNumber of ["12345", "+254 812 345 678", "0712 345 67", "+44 7700 900123", "(071) 234-567x"]) {
          const refused = await api.put("/api/user", { profile: { phoneNumber } }, bearer(member.token))
          expect([phoneNumber, refused.status, refused.data]).toEqual([phoneNumber, 400, { error: "Phone number format is invalid." }])
        }
        expect((await api.get("/api/user/me", bearer(member.token))).data.user.phoneNumber).toBeFalsy()
        expect((await api.put("/api/user", {}, bearer(member.token))).data).toEqual({ error: "profile is required." })
        expect((await api.put("/api/user", { profile: { firstName: "X" } }, anyStatus)).status).toBe(401)
      })
    })

    describe("PUT /api/user: Kenyan phone numbers", () => {
      it("takes +254 and 07XX/01XX numbers with spaces and stores them as +254XXXXXXXXX; the spec's pattern as typed; empty clears", async () => {
        const member = await register(api)
        const save = (phoneNumber: string) => api.put("/api/user", { profile: { phoneNumber } }, bearer(member.token))
        const stored = async () => (await api.get("/api/user/me", bearer(member.token))).data.user.phoneNumber

        for (const [typed, normalised] of [
          ["+254 712 345 678", "+254712345678"],
          ["0722 111 222", "+254722111222"],
          ["0110 123 456", "+254110123456"],
          ["254 733 444 555", "+254733444555"],
        ]) {
          const res = await save(typed)
          expect([typed, res.status, res.data.user.phoneNumber]).toEqual([typed, 200, normalised])
          expect(await stored()).toBe(normalised)
        }
        // The customer record Medusa keeps (and SMS notices read) holds the normalised number too.
        const me = (await api.get("/api/user/me", bearer(member.token))).data.user
        const customer = await getContainer().resolve(Modules.CUSTOMER).retrieveCustomer(me._id)
        expect(customer.phone).toBe("+254733444555")

        expect((await save("(555) 123-4567")).data.user.phoneNumber).toBe("(555) 123-4567")
        expect((await save("")).status).toBe(200)
        expect(await stored()).toBeFalsy()
      })
    })

    describe("admin user routes", () => {
      it("answer 401 without a token and 403 for a member", async () => {
        const member = await register(api)
        expect((await api.get("/api/user", anyStatus)).status).toBe(401)
        expect((await api.get("/api/user/search?search=ach", anyStatus)).status).toBe(401)
        const forbidden = await api.get("/api/user", bearer(member.token))
        expect(forbidden.status).toBe(403)
        expect(forbidden.data).toEqual({ error: "You are not allowed to access this resource." })
        expect((await api.get("/api/user/search?search=ach", bearer(member.token))).status).toBe(403)
      })

      it("list users 20 a page and find them by name or e-mail; a role change applies at once", async () => {
        const admin = await register(api, { firstName: "Admin" })
        for (let i = 0; i < 21; i++) {
          await register(api, { firstName: `Member${i}` })
        }
        await register(api, { firstName: "Zawadi", email: "zawadi.unique@example.com" })
        expect((await api.get("/api/user", bearer(admin.token))).status).toBe(403)

        await promoteToAdmin(admin.user.id)

        const first = await api.get("/api/user", bearer(admin.token))
        expect(first.status).toBe(200)
        expect(first.data).toMatchObject({ totalPages: 2, currentPage: 1, count: 23 })
        expect(first.data.users).toHaveLength(20)
        expect(first.data.users[0]).toEqual(
          expect.objectContaining({ email: expect.any(String), provider: "email", role: expect.any(String), created: expect.any(String) })
        )
        const second = await api.get("/api/user?page=2", bearer(admin.token))
        expect(second.data.users).toHaveLength(3)

        const byName = await api.get("/api/user/search?search=zawadi", bearer(admin.token))
        expect(byName.data.users.map((u) => u.email)).toEqual(["zawadi.unique@example.com"])
        const byEmail = await api.get("/api/user/search?search=unique@example", bearer(admin.token))
        expect(byEmail.data.users).toHaveLength(1)

        const short = await api.get("/api/user/search?search=z", bearer(admin.token))
        expect(short.status).toBe(400)
      })
    })
  },
})
