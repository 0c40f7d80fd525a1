import { model } from "@medusajs/framework/utils"
import { RULE_SCOPES } from "../../../domain/ledger/commission"

/** An admin's commission rate for one merchant or one category, in basis points (1000 = 10%). */
export const CommissionRule = model
  .define("commission_rule", {
    id: model.id({ prefix: "crule" }).primaryKey(),
    scope: model.enum([...RULE_SCOPES]),
    target_id: model.text(),
    rate_bp: model.number(),
  })
  .indexes([{ on: ["scope", "target_id"], unique: true, where: "deleted_at IS NULL" }])
