/**
 * Medusa's own `/auth/**` routes that the shop leaves open: Medusa Admin's (actor type `user`) and
 * nothing else. Every other `/auth` path (customer and invented actor types, `/auth/{provider}/user`,
 * Medusa's reset-password and update routes, verification) answers 404: the shop's passwords are
 * checked, changed and reset only by its own `/api/auth` routes and by this door.
 *
 * - `sign-in`: limited with the same counters as `/api/auth/login`; only a Medusa Admin user (or an
 *   invited one accepting the invitation) gets a token.
 * - `register`: only with a valid Medusa Admin invitation for the e-mail.
 * - `admin-token`: sessions, token refresh and MFA, for Medusa Admin tokens (actor type `user`) only.
 * - `open`: the sign-in page's list of methods.
 */
export type MedusaAuthDoor = "sign-in" | "register" | "admin-token" | "open"

export const MEDUSA_ADMIN_ACTOR = "user"

const ID = "[A-Za-z0-9_]+"

const OPEN_ROUTES: { method: string; path: RegExp; door: MedusaAuthDoor }[] = [
  { method: "POST", path: /^\/auth\/user\/emailpass$/, door: "sign-in" },
  { method: "POST", path: /^\/auth\/user\/emailpass\/register$/, door: "register" },
  { method: "GET", path: /^\/auth\/user\/providers$/, door: "open" },
  { method: "POST", path: /^\/auth\/session$/, door: "admin-token" },
  { method: "DELETE", path: /^\/auth\/session$/, door: "admin-token" },
  { method: "POST", path: /^\/auth\/token\/refresh$/, door: "admin-token" },
  { method: "GET", path: /^\/auth\/mfa\/factors$/, door: "admin-token" },
  { method: "POST", path: /^\/auth\/mfa\/factors$/, door: "admin-token" },
  { method: "POST", path: new RegExp(`^/auth/mfa/factors/${ID}/verify$`), door: "admin-token" },
  { method: "DELETE", path: new RegExp(`^/auth/mfa/factors/${ID}$`), door: "admin-token" },
  { method: "POST", path: new RegExp(`^/auth/mfa/challenges/${ID}/verify$`), door: "admin-token" },
  { method: "POST", path: /^\/auth\/mfa\/recovery-codes$/, door: "admin-token" },
]

/**
 * The door a request to Medusa's `/auth` goes through, or null (404). The path must be spelled exactly
 * (no other case, no escapes): Express would route `/auth/User/…` or `/auth/%75ser/…` to Medusa's
 * handlers with another actor type than the one checked here.
 */
export function medusaAuthDoor(method: string | undefined, rawPath: string): MedusaAuthDoor | null {
  const verb = (method ?? "GET").toUpperCase()
  const route = OPEN_ROUTES.find((open) => (open.method === verb || (verb === "HEAD" && open.method === "GET")) && open.path.test(rawPath))
  return route?.door ?? null
}

/** True for `/auth` and everything under it, given the decoded, lower-cased path. */
export function isMedusaAuthPath(canonicalLowerPath: string) {
  return canonicalLowerPath === "/auth" || canonicalLowerPath.startsWith("/auth/")
}
