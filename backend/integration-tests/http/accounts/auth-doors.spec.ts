import fs from "fs"
import path from "path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { anyStatus, bearer, readOutbox, register, resetTokenFrom, uniqueEmail, type ShopApi } from "../../helpers/accounts"
import { registerWithRole } from "../../helpers/shop"
import { ensureAdmin } from "../../../src/scripts/seed/admin"
import { shopPaths } from "../../../src/config/paths"
import { ACCOUNT_MODULE } from "../../../src/modules/account"
import type AccountModuleService from "../../../src/modules/account/service"
import { RATE_LIMIT_MODULE } from "../../../src/modules/rate-limit"
import type RateLimitModuleService from "../../../src/modules/rate-limit/service"
import type { RateChecks } from "../../../src/domain/accounts/rate-limit-settings"

const WRONG_SHOP_LOGIN = { error: "Incorrect email or password." }
const WRONG_MEDUSA_LOGIN = { type: "unauthorized", message: "Invalid email or password" }
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/
// The test client reaches the shop over loopback; the address the shop sees is one of these.
const LOOPBACK = ["127.0.0.1", "::ffff:127.0.0.1", "::1"]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const withHeaders = (headers: Record<string, string>) => ({ ...anyStatus, headers })

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const limits = () => getContainer().resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)
    // The limits live in the server's memory for 15 minutes, across this file's tests: each test starts
    // with the loopback address's allowance whole (e-mails are new in every test).
    const forgetLoopback = () => limits().forgetAttempts(LOOPBACK.map((address): RateChecks[number] => ["loginByAddress", address]))
    beforeEach(forgetLoopback)

    const identitiesOf = (email: string) =>
      getContainer().resolve(Modules.AUTH).listProviderIdentities({ entity_id: email, provider: "emailpass" })
    const shopAdmin = async (container: MedusaContainer) => {
      const admin = { email: uniqueEmail("admin"), password: "admin-secret" }
      await ensureAdmin(container, admin.email, admin.password)
      return admin
    }
    const medusaSignIn = (client: ShopApi, body: Record<string, string>, headers: Record<string, string> = {}) =>
      client.post("/auth/user/emailpass", body, withHeaders(headers))

    describe("Medusa's own /auth routes", () => {
      it("answer 404 for every actor type but Medusa Admin's, however spelled, so no one squats an e-mail there", async () => {
        const victim = uniqueEmail("victim")
        const body = { email: victim, password: "squatter-pass" }
        const closed: [string, string][] = [
          ["post", "/auth/seller/emailpass/register"],
          ["post", "/auth/seller/emailpass"],
          ["post", "/auth/customer/emailpass/register"],
          ["post", "/auth/member/emailpass/register"],
          ["post", "/auth/USER/emailpass/register"],
          ["post", "/auth/%75ser/emailpass"],
          ["post", "/auth/user/emailpass/reset-password"],
          ["post", "/auth/user/emailpass/update"],
          ["post", "/auth/user/emailpass/callback"],
          ["post", "/auth/emailpass/user"],
          ["post", "/auth/verification/request"],
          ["get", "/auth/user/emailpass"],
          ["get", "/auth/seller/providers"],
        ]
        for (const [method, path] of closed) {
          const res = method === "get" ? await api.get(path, anyStatus) : await api.post(path, body, anyStatus)
          expect({ path, status: res.status, body: res.data }).toEqual({ path, status: 404, body: { message: "Not found." } })
        }
        expect(await identitiesOf(victim)).toEqual([])

        // The owner signs up to the shop with the e-mail, and their password is the one that works.
        const owner = await register(api, { email: victim, password: "owners-pass" })
        expect((await api.post("/api/auth/login", { email: victim, password: "owners-pass" }, anyStatus)).status).toBe(200)
        expect(owner.user).toMatchObject({ email: victim })
      })

      it("open Medusa Admin's sign-up only with a valid invitation for that e-mail, and the invited person finishes", async () => {
        const victim = uniqueEmail("victim")
        const squat = await api.post("/auth/user/emailpass/register", { email: victim, password: "squatter-pass" }, anyStatus)
        expect(squat.status).toBe(403)
        expect(squat.data.message).toBe("Medusa Admin accounts are opened from an invitation.")
        expect(await identitiesOf(victim)).toEqual([])
        expect((await register(api, { email: victim })).user).toMatchObject({ email: victim })

        const staff = uniqueEmail("staff")
        const [invite] = await getContainer().resolve(Modules.USER).createInvites([{ email: staff }])
        const invitePage = { referer: `http://localhost/app/invite?token=${invite.token}` }
        // Someone else's invitation does not open the door for another e-mail.
        const other = uniqueEmail("other")
        const borrowed = await api.post("/auth/user/emailpass/register", { email: other, password: "other-pass" }, withHeaders(invitePage))
        expect(borrowed.status).toBe(403)
        expect(await identitiesOf(other)).toEqual([])

        // Medusa Admin's invitation page: sign up, accept the invitation, then sign in.
        const signedUp = await api.post("/auth/user/emailpass/register", { email: staff, password: "staff-pass" }, withHeaders(invitePage))
        expect(signedUp.status).toBe(200)
        const accepted = await api.post(
          `/admin/invites/accept?token=${invite.token}`,
          { email: staff, first_name: "Wanjiru", last_name: "Kamau" },
          withHeaders({ authorization: `Bearer ${signedUp.data.token}` })
        )
        expect(accepted.status).toBe(200)
        const signedIn = await medusaSignIn(api, { email: staff, password: "staff-pass" })
        expect(signedIn.status).toBe(200)
        const me = await api.get("/admin/users/me", withHeaders({ authorization: `Bearer ${signedIn.data.token}` }))
        expect(me.status).toBe(200)
        expect(me.data.user).toMatchObject({ email: staff })
        // Used up: the invitation opens nothing any more.
        const again = await api.post("/auth/user/emailpass/register", { email: staff, password: "staff-pass" }, withHeaders(invitePage))
        expect(again.status).toBe(403)
      })

      it("let an invited person with a shop account accept with its password, and no one else's password in", async () => {
        const member = await register(api)
        const uninvited = await medusaSignIn(api, { email: member.email, password: member.password })
        expect(uninvited.status).toBe(401)
        expect(uninvited.data).toEqual(WRONG_MEDUSA_LOGIN)

        const [invite] = await getContainer().resolve(Modules.USER).createInvites([{ email: member.email }])
        const invitePage = { referer: `http://localhost/app/invite?token=${invite.token}` }
        // Medusa Admin's invitation page tries to sign up first, then signs in with the same password.
        const signUp = await api.post("/auth/user/emailpass/register", { email: member.email, password: member.password }, withHeaders(invitePage))
        expect(signUp.status).toBe(401)
        expect(signUp.data.message).toBe("Identity with email already exists")
        const wrong = await medusaSignIn(api, { email: member.email, password: "not-the-password" }, invitePage)
        expect(wrong.status).toBe(401)
        const signedIn = await medusaSignIn(api, { email: member.email, password: member.password }, invitePage)
        expect(signedIn.status).toBe(200)
        const accepted = await api.post(
          `/admin/invites/accept?token=${invite.token}`,
          { email: member.email, first_name: member.firstName, last_name: member.lastName },
          withHeaders({ authorization: `Bearer ${signedIn.data.token}` })
        )
        expect(accepted.status).toBe(200)
        const asUser = await medusaSignIn(api, { email: member.email, password: member.password })
        expect(asUser.status).toBe(200)
        expect((await api.get("/admin/users/me", withHeaders({ authorization: `Bearer ${asUser.data.token}` }))).status).toBe(200)
        // The shop account is untouched.
        expect((await api.post("/api/auth/login", { email: member.email, password: member.password }, anyStatus)).status).toBe(200)
      })

      it("refuse a shop customer's password at Medusa Admin's sign-in, like a wrong one, and keep the shop's admins", async () => {
        const member = await register(api)
        const merchant = await registerWithRole(api, getContainer(), "ROLE_MERCHANT")
        for (const person of [member, merchant]) {
          const res = await medusaSignIn(api, { email: person.email, password: person.password })
          expect({ email: person.email, status: res.status, body: res.data }).toEqual({ email: person.email, status: 401, body: WRONG_MEDUSA_LOGIN })
          const wrong = await medusaSignIn(api, { email: person.email, password: "not-the-password" })
          expect(wrong.data).toEqual(WRONG_MEDUSA_LOGIN)
          expect((await api.post("/api/auth/login", { email: person.email, password: person.password }, anyStatus)).status).toBe(200)
        }
        const unknown = await medusaSignIn(api, { email: uniqueEmail("nobody"), password: "whatever-pass" })
        expect(unknown.data).toEqual(WRONG_MEDUSA_LOGIN)

        // The shop's admin signs in to Medusa Admin with the shop's e-mail and password (any case).
        const admin = await shopAdmin(getContainer())
        const signedIn = await medusaSignIn(api, { email: admin.email.toUpperCase(), password: admin.password })
        expect(signedIn.status).toBe(200)
        const headers = { authorization: `Bearer ${signedIn.data.token}` }
        expect((await api.get("/admin/users/me", withHeaders(headers))).data.user).toMatchObject({ email: admin.email })
        // …and Medusa Admin's session, which takes its token but no shop token.
        expect((await api.post("/auth/session", {}, withHeaders(headers))).status).toBe(200)
        const shopToken = await api.post("/auth/session", {}, bearer(member.token))
        expect(shopToken.status).toBe(401)
        expect((await api.post("/auth/token/refresh", {}, bearer(member.token))).status).toBe(401)
      })

      it("count Medusa Admin's sign-in on /api/auth/login's limits, both ways", async () => {
        const admin = await shopAdmin(getContainer())
        for (let i = 0; i < 5; i++) {
          expect((await api.post("/api/auth/login", { email: admin.email, password: `wrong-${i}-pass` }, anyStatus)).data).toEqual(WRONG_SHOP_LOGIN)
        }
        const shopLimited = await api.post("/api/auth/login", { email: admin.email, password: admin.password }, anyStatus)
        expect(shopLimited.status).toBe(429)
        const medusaLimited = await medusaSignIn(api, admin)
        expect(medusaLimited.status).toBe(429)
        expect(medusaLimited.data.message).toMatch(TOO_MANY)
        expect(medusaLimited.data.token).toBeUndefined()

        // A second admin: wrong passwords at Medusa Admin count at the shop's login too.
        const other = await shopAdmin(getContainer())
        for (let i = 0; i < 4; i++) expect((await medusaSignIn(api, { email: other.email, password: `wrong-${i}-pass` })).status).toBe(401)
        // The right password before the limit signs in and clears the e-mail's failures…
        expect((await medusaSignIn(api, other)).status).toBe(200)
        for (let i = 0; i < 5; i++) expect((await medusaSignIn(api, { email: other.email, password: `wrong-${i}-pass` })).status).toBe(401)
        // …and five more failures close both doors.
        expect((await medusaSignIn(api, other)).status).toBe(429)
        const afterMedusa = await api.post("/api/auth/login", { email: other.email, password: other.password }, anyStatus)
        expect(afterMedusa.status).toBe(429)
        expect(afterMedusa.data.error).toMatch(TOO_MANY)
      })
    })

    describe("the caller's address", () => {
      afterEach(() => {
        delete process.env.TRUST_PROXY
      })

      it("comes from the connection, not X-Forwarded-For, unless TRUST_PROXY names the proxy", async () => {
        delete process.env.TRUST_PROXY
        for (let i = 0; i < 30; i++) {
          const res = await api.post(
            "/api/auth/login",
            { email: uniqueEmail("nobody"), password: "guessed-pass" },
            withHeaders({ "x-forwarded-for": `198.51.100.${i + 1}` })
          )
          expect({ i, status: res.status }).toEqual({ i, status: 400 })
        }
        const spoofed = await api.post(
          "/api/auth/login",
          { email: uniqueEmail("nobody"), password: "guessed-pass" },
          withHeaders({ "x-forwarded-for": "203.0.113.99" })
        )
        expect(spoofed.status).toBe(429)
        expect(spoofed.data.error).toMatch(TOO_MANY)
        const medusa = await medusaSignIn(api, { email: uniqueEmail("nobody"), password: "guessed-pass" }, { "x-forwarded-for": "203.0.113.98" })
        expect(medusa.status).toBe(429)

        // Behind a proxy the shop trusts (docker-compose.yml's nginx), each client has its own allowance.
        process.env.TRUST_PROXY = "loopback"
        const proxied = await api.post(
          "/api/auth/login",
          { email: uniqueEmail("nobody"), password: "guessed-pass" },
          withHeaders({ "x-forwarded-for": "203.0.113.7" })
        )
        expect(proxied.status).toBe(400)
        expect(proxied.data).toEqual(WRONG_SHOP_LOGIN)
      })
    })

    describe("password resets", () => {
      it("close every open reset link when the password is changed while signed in", async () => {
        const member = await register(api)
        expect((await api.post("/api/auth/forgot", { email: member.email }, anyStatus)).status).toBe(200)
        const token = resetTokenFrom(await readOutbox(member.email, "password-reset"))

        const changed = await api.post("/api/auth/reset", { password: member.password, confirmPassword: "changed-pass" }, bearer(member.token))
        expect(changed.status).toBe(200)
        const stale = await api.post(`/api/auth/reset/${token}`, { password: "attacker-pass", confirmPassword: "attacker-pass" }, anyStatus)
        expect(stale.status).toBe(400)
        expect(stale.data).toEqual({ error: "Your token has expired. Please attempt to reset your password again." })
        expect((await api.post("/api/auth/login", { email: member.email, password: "attacker-pass" }, anyStatus)).status).toBe(400)
        const fresh = await api.post("/api/auth/login", { email: member.email, password: "changed-pass" }, anyStatus)
        expect(fresh.status).toBe(200)
        const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
        const account = await accounts.retrieveAccountByCustomer(member.user.id)
        const resets = await accounts.listPasswordResets({ account_id: account!.id })
        expect(resets).toHaveLength(1)
        expect(resets[0].used_at).not.toBeNull()

        // A link asked for after the change works.
        expect((await api.post("/api/auth/forgot", { email: member.email }, anyStatus)).status).toBe(200)
        const next = await nextResetToken(member.email, token)
        const reset = await api.post(`/api/auth/reset/${next}`, { password: "third-pass", confirmPassword: "third-pass" }, anyStatus)
        expect(reset.status).toBe(200)
        expect((await api.post("/api/auth/login", { email: member.email, password: "third-pass" }, anyStatus)).status).toBe(200)
      })
    })

    describe("sign-in timing", () => {
      it("spends the same work on an unknown e-mail as on a known one", async () => {
        const known = await register(api)
        const refused = uniqueEmail("refused")
        for (let i = 0; i < 5; i++) await limits().countAttempt([["loginByEmail", refused]])
        const kinds = ["refused", "known", "unknown"] as const
        const work: Record<(typeof kinds)[number], number[]> = { refused: [], known: [], unknown: [] }
        const wall: Record<(typeof kinds)[number], number[]> = { refused: [], known: [], unknown: [] }
        for (let i = 0; i < 15; i++) {
          for (const kind of kinds) {
            const email = kind === "known" ? known.email : kind === "refused" ? refused : uniqueEmail("nobody")
            if (kind === "known") await limits().forgetAttempts([["loginByEmail", email]])
            await forgetLoopback()
            const [startCpu, startWall] = [cpuMs(), performance.now()]
            const res = await api.post("/api/auth/login", { email, password: "wrong-password" }, anyStatus)
            work[kind].push(cpuMs() - startCpu)
            wall[kind].push(performance.now() - startWall)
            expect({ kind, status: res.status }).toEqual({ kind, status: kind === "refused" ? 429 : 400 })
          }
        }
        // The server runs in this process, so its CPU time per answer is the work it did, whatever the
        // machine's load (wall times are logged for the record). What a sign-in costs beyond a refused
        // (429) attempt is the e-mail's lookup and the password check: without the equal work an
        // unknown e-mail skips the check and costs a small fraction of a known one.
        const [refusedWork, knownWork, unknownWork] = kinds.map((kind) => median(work[kind]))
        const ratio = (unknownWork - refusedWork) / (knownWork - refusedWork)
        const report = kinds.map((kind) => `${kind} ${median(work[kind]).toFixed(1)} ms cpu / ${median(wall[kind]).toFixed(1)} ms wall`)
        console.info(`sign-in medians: ${report.join(", ")}; unknown/known work beyond a refusal: ${ratio.toFixed(2)}`)
        expect(ratio).toBeGreaterThan(0.5)
        expect(ratio).toBeLessThan(2)
      })
    })

    /** The reset token of a password-reset e-mail to `email` other than `previous` (the outbox holds both). */
    async function nextResetToken(email: string, previous: string) {
      const outbox = path.join(shopPaths().dataDir, "outbox")
      const deadline = Date.now() + 10_000
      while (Date.now() < deadline) {
        const tokens = fs
          .readdirSync(outbox)
          .filter((name) => name.endsWith(".json"))
          .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), "utf8")) as { to: string; template: string; text: string })
          .filter((mail) => mail.to === email && mail.template === "password-reset")
          .map((mail) => resetTokenFrom(mail))
        const next = tokens.find((token) => token !== previous)
        if (next) return next
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error("no second reset e-mail")
    }
  },
})
