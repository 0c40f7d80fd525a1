import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import type { Settlement } from "../../../modules/ledger/payouts"
import { settleRefund } from "../../../modules/ledger/refunds"

/** Settles a Processing refund once (see settleRefund); ledger rows are never deleted, so it is a workflow's last step. */
export const settleRefundStep = createStep("settle-refund", async (input: { refundId: string; settlement: Settlement }, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  return new StepResponse(await settleRefund(knex, input.refundId, input.settlement))
})
