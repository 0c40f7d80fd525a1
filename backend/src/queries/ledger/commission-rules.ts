import type { MedusaContainer } from "@medusajs/framework/types"
import type { RuleScope } from "../../domain/ledger/commission"
import { basisPointsToPercent } from "../../domain/ledger/settings"
import { ledgerSettings } from "../../config/ledger"
import { knexOf } from "../knex-of"

/** The merchant or category a rule is for, by id: its name, or null when there is none. */
export async function findCommissionTarget(container: MedusaContainer, scope: RuleScope, id: string): Promise<{ id: string; name: string } | null> {
  const knex = knexOf(container)
  const row =
    scope === "merchant"
      ? await knex("merchant").select("id", "name").where({ id }).whereNull("deleted_at").first()
      : await knex("product_category").select("id", "name").where({ id }).whereNull("deleted_at").first()
  return row ? { id: row.id, name: row.name } : null
}

export async function findCommissionRule(container: MedusaContainer, scope: RuleScope, targetId: string) {
  const knex = knexOf(container)
  const row = await knex("commission_rule").select("id", "rate_bp").where({ scope, target_id: targetId }).whereNull("deleted_at").first()
  return row ? { id: String(row.id), rateBp: Number(row.rate_bp) } : null
}

/** Admins: the default rate and every rule with its merchant's or category's name. */
export async function listCommissionRules(container: MedusaContainer) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT r.id, r.scope, r.target_id, r.rate_bp, r.updated_at, COALESCE(m.name, c.name) AS name
     FROM commission_rule r
     LEFT JOIN merchant m ON r.scope = 'merchant' AND m.id = r.target_id
     LEFT JOIN product_category c ON r.scope = 'category' AND c.id = r.target_id
     WHERE r.deleted_at IS NULL
     ORDER BY r.scope DESC, name, r.target_id`
  )
  return {
    defaultPercent: basisPointsToPercent(ledgerSettings().defaultRateBp),
    rules: (rows as { id: string; scope: RuleScope; target_id: string; rate_bp: number; name: string | null; updated_at: Date }[]).map((row) => ({
      id: row.id,
      scope: row.scope,
      targetId: row.target_id,
      name: row.name,
      percent: basisPointsToPercent(Number(row.rate_bp)),
      updatedAt: row.updated_at,
    })),
  }
}
