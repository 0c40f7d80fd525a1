import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { PromptLoad, PromptLoads } from "../../domain/payments/prompt-limits"

type Who = { customerId: string; phone: string; clientIp: string | null }

/**
 * The open (Pending) M-Pesa prompts of an account, a paying phone and a client address, with the
 * units their holds keep (reservations tagged with the payment's id). Read under their locks.
 */
export async function openPromptLoads(container: MedusaContainer, who: Who): Promise<PromptLoads> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT
       count(*) FILTER (WHERE o.customer_id = :customer)::int AS account_prompts,
       coalesce(sum(o.units) FILTER (WHERE o.customer_id = :customer), 0)::int AS account_units,
       count(*) FILTER (WHERE o.phone = :phone)::int AS phone_prompts,
       coalesce(sum(o.units) FILTER (WHERE o.phone = :phone), 0)::int AS phone_units,
       count(*) FILTER (WHERE o.client_ip = :ip)::int AS address_prompts,
       coalesce(sum(o.units) FILTER (WHERE o.client_ip = :ip), 0)::int AS address_units
     FROM (
       SELECT p.customer_id, p.phone, p.client_ip,
         (SELECT coalesce(sum(r.quantity), 0) FROM reservation_item r
           WHERE r.metadata->>'mpesa_payment_id' = p.id AND r.line_item_id IS NULL AND r.deleted_at IS NULL) AS units
       FROM mpesa_payment p
       WHERE p.state = 'Pending' AND p.deleted_at IS NULL
         AND (p.customer_id = :customer OR p.phone = :phone OR p.client_ip = :ip)
     ) o`,
    { customer: who.customerId, phone: who.phone, ip: who.clientIp }
  )
  const row = rows[0] as Record<string, number>
  const load = (kind: string): PromptLoad => ({ prompts: Number(row[`${kind}_prompts`]), units: Number(row[`${kind}_units`]) })
  return { account: load("account"), phone: load("phone"), address: who.clientIp ? load("address") : null }
}
