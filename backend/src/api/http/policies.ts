import { authenticate } from "@medusajs/framework/http"
import { activeMerchant, allowRoles, forgetEndedSession, signedIn } from "./account"

/**
 * Who may call a route, by name. Every `/api` route declares one in its area's
 * `middlewares.ts`, so the whole API's rules can be listed from `apiRoutes`.
 */
export const policies = {
  /** Anyone. */
  public: [],
  /** Anyone; a token that still opens a session adds the caller's own data (e.g. isLiked), any other counts as none. */
  maybeSignedIn: [authenticate("customer", ["bearer"], { allowUnauthenticated: true }), forgetEndedSession],
  signedIn,
  /** Admins and merchants. */
  staff: [...signedIn, allowRoles("ROLE_ADMIN", "ROLE_MERCHANT")],
  admin: [...signedIn, allowRoles("ROLE_ADMIN")],
  /** Admins, and merchants whose merchant record is approved and active: changes to their brand and products. */
  activeStaff: [...signedIn, allowRoles("ROLE_ADMIN", "ROLE_MERCHANT"), activeMerchant],
}

export type PolicyName = keyof typeof policies
