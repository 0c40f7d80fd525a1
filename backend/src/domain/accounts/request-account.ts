import type { Role } from "./roles"

/** The signed-in caller, as every floor below the HTTP layer sees them. */
export type RequestAccount = {
  id: string
  customerId: string
  authIdentityId: string
  role: Role
  provider: string
  merchantId: string | null
}
