import { z } from "@medusajs/framework/zod"
import { RULE_SCOPES } from "../../../domain/ledger/commission"
import { percentToBasisPoints } from "../../../domain/ledger/settings"
import { MAX_LENGTH } from "../../http/fields"

export const PERCENT_MESSAGE = "percent must be a number from 0 to 100 with at most two decimals."

export const CommissionRuleParams = z.object({
  scope: z.enum(RULE_SCOPES, { error: "scope must be merchant or category." }),
  id: z.string().trim().min(1, "id is required.").max(MAX_LENGTH.id, "id is invalid."),
})

export const CommissionRuleBody = z.object({
  percent: z
    .union([z.number(), z.string()], { error: PERCENT_MESSAGE })
    .transform((value, ctx) => {
      const basisPoints = percentToBasisPoints(value)
      if (basisPoints === null) {
        ctx.addIssue({ code: "custom", message: PERCENT_MESSAGE })
        return z.NEVER
      }
      return basisPoints
    }),
})
