/** What an account may do: run the shop, sell (a merchant's staff) or buy. */
export const ROLES = ["ROLE_ADMIN", "ROLE_MERCHANT", "ROLE_MEMBER"] as const
export type Role = (typeof ROLES)[number]
