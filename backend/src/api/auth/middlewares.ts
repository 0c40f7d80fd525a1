import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MEDUSA_ADMIN_ACTOR, medusaAuthDoor, type MedusaAuthDoor } from "../../domain/accounts/medusa-auth-routes"
import type { RateChecks } from "../../domain/accounts/rate-limit-settings"
import { forbidden, TooManyRequestsError, unauthorized } from "../../domain/errors"
import { countSignInAnswer } from "../http/sign-in-answer"
import { isInvitedToMedusaAdmin } from "../../queries/accounts/medusa-admin-invite"
import { medusaAdminSignInWorkflow } from "../../workflows/accounts/medusa-admin-sign-in"
import { MEDUSA_WRONG_CREDENTIALS } from "../../workflows/accounts/steps/validate-medusa-admin"

export const INVITATION_NEEDED = "Medusa Admin accounts are opened from an invitation."
const MAX_EMAIL_LENGTH = 320

type Door = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

/**
 * The invitation a request comes with: a `token` in its query, or in the address of Medusa Admin's
 * invitation page that sent it (`/app/invite?token=…`, in the Referer of its sign-up and sign-in calls).
 */
function inviteTokenOf(req: MedusaRequest): string | null {
  if (typeof req.query.token === "string" && req.query.token) return req.query.token
  try {
    const from = new URL(String(req.headers.referer ?? ""))
    return from.pathname.endsWith("/invite") ? from.searchParams.get("token") : null
  } catch {
    return null
  }
}

/** The body's e-mail (trimmed, lower-case: as the shop stores it) and password, or null. */
function credentialsOf(req: MedusaRequest) {
  const body = (req.body ?? {}) as { email?: unknown; password?: unknown }
  if (typeof body.email !== "string" || typeof body.password !== "string" || !body.password) return null
  const email = body.email.trim().toLowerCase()
  if (!email || email.length > MAX_EMAIL_LENGTH) return null
  body.email = email
  return { email, password: body.password }
}

/** The actor type a `Bearer <jwt>` claims (Medusa's authenticate checks its signature afterwards). */
function actorTypeOf(authorization: string) {
  const payload = authorization.replace(/^Bearer\s+/i, "").split(".")[1]
  try {
    return JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")).actor_type as unknown
  } catch {
    return undefined
  }
}

/**
 * Medusa Admin's sign-in: the limits and counters of `/api/auth/login`, only Medusa Admin users' e-mails
 * (workflow medusa-admin-sign-in); Medusa's own route then checks the password, and its answer counts
 * like one of `/api/auth/login`'s (a wrong password against both limits, a success clears the e-mail's).
 */
const signIn: Door = async (req, res, next) => {
  const credentials = credentialsOf(req)
  if (!credentials) return next(unauthorized(MEDUSA_WRONG_CREDENTIALS))
  let checks: RateChecks
  try {
    const { result } = await medusaAdminSignInWorkflow(req.scope).run({
      input: { ...credentials, address: req.ip ?? "unknown", inviteToken: inviteTokenOf(req) },
    })
    checks = result
  } catch (error) {
    // A workflow rethrows a step's error as a copy of its fields (message, statusCode).
    const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown }
    if (error instanceof TooManyRequestsError || statusCode === 429) {
      res.status(429).json({ message: String(message) })
      return
    }
    return next(error)
  }
  countSignInAnswer(req, res, checks)
  next()
}

/** Medusa Admin's sign-up: only with a valid invitation for the e-mail (Medusa Admin's invitation page). */
const register: Door = async (req, _res, next) => {
  const credentials = credentialsOf(req)
  if (!credentials || !(await isInvitedToMedusaAdmin(req.scope, inviteTokenOf(req), credentials.email))) {
    return next(forbidden(INVITATION_NEEDED))
  }
  next()
}

/** Sessions, token refresh and MFA take only Medusa Admin's tokens, never a shop customer's. */
const adminToken: Door = (req, _res, next) => {
  const authorization = req.headers.authorization
  if (authorization && actorTypeOf(authorization) !== MEDUSA_ADMIN_ACTOR) return next(unauthorized("Unauthorized"))
  next()
}

const doors: Record<MedusaAuthDoor, Door> = {
  "sign-in": signIn,
  register,
  "admin-token": adminToken,
  open: (_req, _res, next) => next(),
}

/**
 * Every request to Medusa's own `/auth/**`: the paths Medusa Admin needs go through their door
 * (src/domain/accounts/medusa-auth-routes.ts), any other answers 404 (the HTTP server's gate answers
 * them before Medusa already; this holds where it is not attached, e.g. in the integration tests).
 */
export async function medusaAuthGate(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const door = medusaAuthDoor(req.method, req.originalUrl.split("?")[0])
  if (!door) {
    res.status(404).json({ message: "Not found." })
    return
  }
  return doors[door](req, res, next)
}

export const medusaAuthRoutes = [{ matcher: "/auth", middlewares: [medusaAuthGate] }]
