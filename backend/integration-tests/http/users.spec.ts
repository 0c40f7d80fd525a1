import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { anyStatus, bearer, register } from "../helpers/accounts"

jest.setTimeout(120_000)

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
          user: { firstName: "Wambui", lastName: "Njeri", phoneNumber: "0712 345678", role: "ROLE_MEMBER", email: member.email },
        })
        const me = await api.get("/api/user/me", bearer(member.token))
        expect(me.data.user).toMatchObject({ role: "ROLE_MEMBER", email: member.email, firstName: "Wambui" })
      })

      it("refuses a bad phone number and a missing profile, and callers without a token", async () => {
        const member = await register(api)
        const bad = await api.put("/api/user", { profile: { phoneNumber: "call me" } }, bearer(member.token))
        expect(bad.status).toBe(400)
        expect(bad.data).toEqual({ error: "Phone number format is invalid." })
        expect((await api.put("/api/user", {}, bearer(member.token))).data).toEqual({ error: "profile is required." })
        expect((await api.put("/api/user", { profile: { firstName: "X" } }, anyStatus)).status).toBe(401)
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
