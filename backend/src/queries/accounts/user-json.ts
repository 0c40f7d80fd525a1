import type { CustomerDTO } from "@medusajs/framework/types"

type AccountRecord = { role: string; provider: string; merchant_id?: string | null }

/** The user of the API contract (spec §3). */
export function toUserJson(customer: CustomerDTO, account: AccountRecord) {
  return {
    _id: customer.id,
    id: customer.id,
    email: customer.email,
    provider: account.provider,
    firstName: customer.first_name ?? "",
    lastName: customer.last_name ?? "",
    phoneNumber: customer.phone ?? "",
    role: account.role,
    created: customer.created_at,
    merchant: account.merchant_id ?? null,
  }
}

export type UserJson = ReturnType<typeof toUserJson>
