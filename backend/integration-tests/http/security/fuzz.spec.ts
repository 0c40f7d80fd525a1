import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { apiRoutes } from "../../../src/api/middlewares"
import { registerWithRole } from "../../helpers/shop"
import { badBodies, badPathValues, badQueries, leaksInternals } from "../../helpers/fuzz-inputs"

type Attempt = { method: string; url: string; body?: unknown; contentType?: string; token?: string }
type Finding = { attempt: string; status: number; ms: number; body: string }

// Grows with the API: 3,050 after the delivery routes, 3,840 after refunds, audit and exports (one attempt per route × bad value);
// 4,544 with search synonyms and help, content pages and the shop's contact (and the routes added beside them).
const MAX_REQUESTS = 4_700
const SLOW_MS = 5_000

/** Every declared route with its `:params` filled by each bad value, and with each bad query or body. */
function attemptsFor(token: string | undefined): Attempt[] {
  const attempts: Attempt[] = []
  for (const route of apiRoutes) {
    const params = route.matcher.match(/:\w+/g) ?? []
    for (const method of route.methods) {
      const plain = route.matcher.replace(/:\w+/g, "some-id")
      for (const value of params.length ? badPathValues : []) {
        attempts.push({ method, url: route.matcher.replace(/:\w+/g, value), token })
      }
      if (method === "GET") {
        for (const query of badQueries) attempts.push({ method, url: `${plain}?${query}`, token })
      } else {
        for (const { body, contentType } of badBodies) attempts.push({ method, url: plain, body, contentType, token })
      }
    }
  }
  return attempts
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    async function send(attempt: Attempt): Promise<Finding> {
      const started = Date.now()
      const headers: Record<string, string> = {}
      if (attempt.token) headers.authorization = attempt.token
      if (attempt.contentType) headers["content-type"] = attempt.contentType
      const raw = typeof attempt.body === "string"
      const res = await api.request({
        method: attempt.method,
        url: attempt.url,
        data: attempt.body,
        headers,
        validateStatus: () => true,
        maxRedirects: 0,
        transformResponse: [(data: unknown) => data],
        ...(raw && { transformRequest: [(data: unknown) => data] }),
      })
      const label = `${attempt.method} ${attempt.url.slice(0, 120)} ${attempt.token ? "(signed in)" : "(anonymous)"} ${
        attempt.body === undefined ? "" : JSON.stringify(attempt.body).slice(0, 80)
      }`
      return { attempt: label, status: res.status, ms: Date.now() - started, body: String(res.data ?? "") }
    }

    it("answers every malformed input with a clear 4xx: no 5xx, no stack trace or SQL, nothing slow", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const attempts = [...attemptsFor(undefined), ...attemptsFor(admin.token)]
      expect(attempts.length).toBeLessThanOrEqual(MAX_REQUESTS)

      const failures: Finding[] = []
      const statuses: Record<number, number> = {}
      for (const attempt of attempts) {
        const finding = await send(attempt)
        statuses[finding.status] = (statuses[finding.status] ?? 0) + 1
        const unclear400 = finding.status === 400 && !/"error":"[^"]+"/.test(finding.body)
        if (finding.status >= 500 || leaksInternals(finding.body) || finding.ms > SLOW_MS || unclear400) {
          failures.push({ ...finding, body: finding.body.slice(0, 200) })
        }
      }
      expect(failures).toEqual([])
      // The inputs reached the routes' own checks, not only the sign-in wall.
      expect(statuses[400]).toBeGreaterThan(attempts.length / 3)
    })
  },
})
