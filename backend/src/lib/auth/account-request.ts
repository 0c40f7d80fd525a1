import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { Role } from "../../modules/account/models/account"

export type RequestAccount = {
  id: string
  customerId: string
  authIdentityId: string
  role: Role
  provider: string
  merchantId: string | null
}

/** A request that passed the `signedIn` middleware. */
export type AccountRequest<Body = unknown> = AuthenticatedMedusaRequest<Body> & { account: RequestAccount }
