import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { RequestAccount } from "../../domain/accounts/request-account"

/** A request that passed the `signedIn` middleware. */
export type AccountRequest<Body = unknown> = AuthenticatedMedusaRequest<Body> & { account: RequestAccount }
