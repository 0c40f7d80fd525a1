import fs from "fs"
import path from "path"
import type { AxiosInstance } from "axios"
import { shopPaths } from "../../src/config/paths"

/** The HTTP client Medusa's test runner hands each suite (axios; the runner itself types it `any`). */
export type ShopApi = AxiosInstance

export const anyStatus = { validateStatus: () => true }

let counter = 0
export function uniqueEmail(prefix = "member") {
  counter += 1
  return `${prefix}.${Date.now()}.${counter}@example.com`
}

export async function register(api: ShopApi, overrides: Record<string, unknown> = {}) {
  const body = {
    email: uniqueEmail(),
    firstName: "Achieng",
    lastName: "Otieno",
    password: "secret-pass",
    isSubscribed: false,
    ...overrides,
  }
  const res = await api.post("/api/auth/register", body, anyStatus)
  if (res.status !== 200) {
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.data)}`)
  }
  return { ...body, token: res.data.token as string, user: res.data.user }
}

export const bearer = (token: string) => ({ ...anyStatus, headers: { authorization: token } })

/** Waits for the e-mail written to the outbox for `to` with the template, and returns it. */
export async function readOutbox(to: string, template: string, timeoutMs = 10_000) {
  const dir = path.join(shopPaths().dataDir, "outbox")
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const match = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")))
        .find((mail) => mail.to === to && mail.template === template)
      if (match) return match as { to: string; subject: string; html: string; text: string }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no ${template} e-mail to ${to} in ${dir}`)
}

export function resetTokenFrom(mail: { text: string }) {
  const token = mail.text.match(/#\/reset-password\/([a-f0-9]+)/)?.[1]
  if (!token) throw new Error("no reset link in the e-mail")
  return token
}
