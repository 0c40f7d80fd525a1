import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ACCOUNT_MODULE } from "../../../src/modules/account"
import type AccountModuleService from "../../../src/modules/account/service"
import { anyStatus, bearer, readOutbox, register, resetTokenFrom, uniqueEmail } from "../../helpers/accounts"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    describe("POST /api/auth/register", () => {
      it("creates a member, signs them in and sends a welcome e-mail", async () => {
        const email = uniqueEmail()
        const res = await api.post(
          "/api/auth/register",
          { email: email.toUpperCase(), firstName: "Achieng", lastName: "Otieno", password: "secret-pass", isSubscribed: true },
          anyStatus
        )

        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          success: true,
          token: expect.stringMatching(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/),
          user: { email, firstName: "Achieng", lastName: "Otieno", role: "ROLE_MEMBER", provider: "email" },
        })
        const me = await api.get("/api/user/me", bearer(res.data.token))
        expect(me.status).toBe(200)
        expect(me.data.user).toMatchObject({ email, role: "ROLE_MEMBER", phoneNumber: "" })
        expect((await readOutbox(email, "account-created")).subject).toMatch(/Welcome/)
        expect((await readOutbox(email, "newsletter-subscribed")).subject).toMatch(/subscribed/)
      })

      it("refuses a taken e-mail", async () => {
        const { email } = await register(api)
        const res = await api.post("/api/auth/register", { email, firstName: "A", lastName: "B", password: "another" }, anyStatus)
        expect(res.status).toBe(400)
        expect(res.data).toEqual({ error: "That email address is already in use." })
      })

      it("leaves the e-mail free when the account cannot be created after its sign-in identity", async () => {
        // The account store fails once, after the sign-in identity and the customer were created.
        const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE) as { createAccounts: (...args: unknown[]) => Promise<unknown> }
        const createAccounts = accounts.createAccounts
        accounts.createAccounts = async () => {
          throw new Error("The account store is unavailable.")
        }
        const body = { email: uniqueEmail(), firstName: "Achieng", lastName: "Otieno", password: "secret-pass" }
        try {
          expect((await api.post("/api/auth/register", body, anyStatus)).status).toBe(500)
        } finally {
          accounts.createAccounts = createAccounts
        }
        const retried = await api.post("/api/auth/register", body, anyStatus)
        expect(retried.status).toBe(200)
        expect(retried.data.user).toMatchObject({ email: body.email, role: "ROLE_MEMBER" })
      })

      it.each([
        [{}, "Email is required."],
        [{ email: "nope" }, "Email format is invalid."],
        [{ email: "a@b.co" }, "First Name is required."],
        [{ email: "a@b.co", firstName: "A" }, "Last Name is required."],
        [{ email: "a@b.co", firstName: "A", lastName: "B" }, "Password is required."],
        [{ email: "a@b.co", firstName: "A", lastName: "B", password: "12345" }, "Password must be at least 6 characters."],
      ])("answers %j with 400 %s", async (body, error) => {
        const res = await api.post("/api/auth/register", body, anyStatus)
        expect(res.status).toBe(400)
        expect(res.data).toEqual({ error })
      })
    })

    describe("POST /api/auth/login", () => {
      it("signs in with the right password and refuses a wrong one", async () => {
        const member = await register(api)

        const ok = await api.post("/api/auth/login", { email: member.email, password: member.password }, anyStatus)
        expect(ok.status).toBe(200)
        expect(ok.data.user).toMatchObject({ email: member.email, firstName: "Achieng", role: "ROLE_MEMBER" })
        expect((await api.get("/api/user/me", bearer(ok.data.token))).status).toBe(200)

        const wrong = await api.post("/api/auth/login", { email: member.email, password: "wrong-pass" }, anyStatus)
        expect(wrong.status).toBe(400)
        expect(wrong.data).toEqual({ error: "Incorrect email or password." })

        const unknown = await api.post("/api/auth/login", { email: uniqueEmail(), password: "wrong-pass" }, anyStatus)
        expect(unknown.data).toEqual({ error: "Incorrect email or password." })
      })

      it("blocks an e-mail after 5 failed attempts with a clear 429", async () => {
        const member = await register(api)
        for (let i = 0; i < 5; i++) {
          expect((await api.post("/api/auth/login", { email: member.email, password: "wrong-pass" }, anyStatus)).status).toBe(400)
        }
        const blocked = await api.post("/api/auth/login", { email: member.email, password: member.password }, anyStatus)
        expect(blocked.status).toBe(429)
        expect(blocked.data.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
      })
    })

    describe("tokens", () => {
      it("answers 401 without a token, with a malformed one and with a forged one", async () => {
        expect((await api.get("/api/user/me", anyStatus)).status).toBe(401)
        expect((await api.get("/api/user/me", bearer("Bearer not-a-jwt"))).status).toBe(401)
        const member = await register(api)
        const [head, , signature] = member.token.slice(7).split(".")
        const forgedBody = Buffer.from(JSON.stringify({ actor_id: "cus_x", actor_type: "customer" })).toString("base64url")
        expect((await api.get("/api/user/me", bearer(`Bearer ${head}.${forgedBody}.${signature}`))).status).toBe(401)
      })
    })

    describe("password reset by e-mail", () => {
      it("e-mails a single-use link that sets a new password", async () => {
        const member = await register(api)

        const forgot = await api.post("/api/auth/forgot", { email: member.email }, anyStatus)
        expect(forgot.data).toEqual({ success: true, message: "Please check your email for the link to reset your password." })
        const token = resetTokenFrom(await readOutbox(member.email, "password-reset"))

        const mismatch = await api.post(`/api/auth/reset/${token}`, { password: "new-secret", confirmPassword: "other-secret" }, anyStatus)
        expect(mismatch.data).toEqual({ error: "Confirm password and password fields must match." })

        const reset = await api.post(`/api/auth/reset/${token}`, { password: "new-secret", confirmPassword: "new-secret" }, anyStatus)
        expect(reset.status).toBe(200)
        expect(reset.data.success).toBe(true)
        await readOutbox(member.email, "password-changed")

        const again = await api.post(`/api/auth/reset/${token}`, { password: "third-pass", confirmPassword: "third-pass" }, anyStatus)
        expect(again.status).toBe(400)
        expect(again.data.error).toMatch(/expired/)

        expect((await api.post("/api/auth/login", { email: member.email, password: member.password }, anyStatus)).status).toBe(400)
        expect((await api.post("/api/auth/login", { email: member.email, password: "new-secret" }, anyStatus)).status).toBe(200)
      })

      it("refuses an expired link and answers the same for an unknown e-mail", async () => {
        const member = await register(api)
        await api.post("/api/auth/forgot", { email: member.email }, anyStatus)
        const token = resetTokenFrom(await readOutbox(member.email, "password-reset"))
        const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
        const resets = await accounts.listPasswordResets({})
        await accounts.updatePasswordResets(resets.map((r) => ({ id: r.id, expires_at: new Date(Date.now() - 1000) })))

        const expired = await api.post(`/api/auth/reset/${token}`, { password: "new-secret", confirmPassword: "new-secret" }, anyStatus)
        expect(expired.status).toBe(400)

        const unknown = await api.post("/api/auth/forgot", { email: uniqueEmail() }, anyStatus)
        expect(unknown.data).toEqual({ success: true, message: "Please check your email for the link to reset your password." })
      })

      it("limits reset requests per e-mail", async () => {
        const member = await register(api)
        for (let i = 0; i < 3; i++) {
          expect((await api.post("/api/auth/forgot", { email: member.email }, anyStatus)).status).toBe(200)
        }
        expect((await api.post("/api/auth/forgot", { email: member.email }, anyStatus)).status).toBe(429)
      })
    })

    describe("POST /api/auth/reset (signed in)", () => {
      it("needs the old password, then changes it", async () => {
        const member = await register(api)
        const wrong = await api.post("/api/auth/reset", { password: "not-mine", confirmPassword: "brand-new" }, bearer(member.token))
        expect(wrong.status).toBe(400)
        expect(wrong.data).toEqual({ error: "Please enter your correct old password." })

        const ok = await api.post("/api/auth/reset", { password: member.password, confirmPassword: "brand-new" }, bearer(member.token))
        expect(ok.status).toBe(200)
        expect((await api.post("/api/auth/login", { email: member.email, password: "brand-new" }, anyStatus)).status).toBe(200)

        expect((await api.post("/api/auth/reset", { password: "brand-new", confirmPassword: "x".repeat(8) }, anyStatus)).status).toBe(401)
      })
    })
  },
})
