import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { spawn, type ChildProcess } from "child_process"
import path from "path"
import { anyStatus, bearer, register } from "../../helpers/accounts"

const PROFILE = { sub: "google-user-42", email: "kamau.social@example.com", given_name: "Kamau", family_name: "Mwangi" }
let provider: ChildProcess

/** Starts the mock provider and points both social providers at it, before the app loads its config. */
beforeAll(async () => {
  provider = spawn(process.execPath, [path.join(__dirname, "../../helpers/oauth-mock.mjs"), JSON.stringify(PROFILE)], {
    stdio: ["ignore", "pipe", "inherit"],
  })
  const url = await new Promise<string>((resolve, reject) => {
    provider.stdout!.on("data", (chunk: Buffer) => {
      const match = chunk.toString().match(/READY (\S+)/)
      if (match) resolve(match[1])
    })
    provider.on("exit", (code) => reject(new Error(`mock provider exited with ${code}`)))
  })
  for (const name of ["GOOGLE", "FACEBOOK"]) {
    process.env[`${name}_CLIENT_ID`] = "duka-test-client"
    process.env[`${name}_CLIENT_SECRET`] = "duka-test-secret"
    process.env[`${name}_AUTHORIZATION_URL`] = `${url}/authorize`
    process.env[`${name}_TOKEN_URL`] = `${url}/token`
    process.env[`${name}_USERINFO_URL`] = `${url}/userinfo`
  }
})

afterAll(() => {
  provider?.kill("SIGTERM")
})

const noRedirect = { ...anyStatus, maxRedirects: 0 }

medusaIntegrationTestRunner({
  testSuite: ({ api }) => {
    /** Runs the browser's part of the dance and returns where the shop finally sends it. */
    async function signInWith(name: "google" | "facebook") {
      const start = await api.get(`/api/auth/${name}`, noRedirect)
      expect(start.status).toBe(302)
      const consent = new URL(start.headers.location)
      expect(consent.pathname).toBe("/authorize")
      expect(consent.searchParams.get("client_id")).toBe("duka-test-client")

      const approved = await fetch(consent, { redirect: "manual" })
      const callback = new URL(approved.headers.get("location")!)
      expect(callback.pathname).toBe(`/api/auth/${name}/callback`)
      expect(callback.searchParams.get("state")).toBe(consent.searchParams.get("state"))

      const finish = await api.get(`${callback.pathname}${callback.search}`, noRedirect)
      expect(finish.status).toBe(302)
      return finish.headers.location as string
    }

    const tokenFrom = (location: string) => decodeURIComponent(location.split("token=")[1])

    it("creates a member on the first sign-in and signs the same person in on the next", async () => {
      const first = await signInWith("google")
      expect(first).toMatch(/^\/#\/auth\/success\?token=Bearer%20/)
      const me = await api.get("/api/user/me", bearer(tokenFrom(first)))
      expect(me.status).toBe(200)
      expect(me.data.user).toMatchObject({
        email: PROFILE.email,
        firstName: "Kamau",
        lastName: "Mwangi",
        provider: "google",
        role: "ROLE_MEMBER",
      })

      const again = await signInWith("google")
      const meAgain = await api.get("/api/user/me", bearer(tokenFrom(again)))
      expect(meAgain.data.user.id).toBe(me.data.user.id)
    })

    it("sends the browser back to the login page when consent is denied or the state is unknown", async () => {
      const start = await api.get("/api/auth/facebook", noRedirect)
      const state = new URL(start.headers.location).searchParams.get("state")

      const denied = await api.get(`/api/auth/facebook/callback?error=access_denied&state=${state}`, noRedirect)
      expect(denied.status).toBe(302)
      expect(denied.headers.location).toBe("/#/login")

      const forged = await api.get("/api/auth/facebook/callback?code=abc&state=not-ours", noRedirect)
      expect(forged.headers.location).toBe("/#/login")
    })

    it("does not take over an e-mail account with the same address", async () => {
      await register(api, { email: PROFILE.email })
      const location = await signInWith("facebook")
      expect(location).toBe("/#/login")
    })
  },
})
