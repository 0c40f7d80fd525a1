import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { b2cSettings, type B2cSettings } from "../../config/mpesa-b2c"
import { recordStatusQuery } from "../../modules/ledger/payouts"
import { recordRefundStatusQuery } from "../../modules/ledger/refunds"
import { findStalePayouts } from "../../queries/payouts/payouts"
import { findStaleRefunds } from "../../queries/payouts/refunds"
import { b2cClient } from "./b2c-client"

const recordStatusQueryStep = createStep("record-payout-status-query", async (input: { payoutId: string; at: string }, { container }) => {
  await recordStatusQuery(container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION), input.payoutId, new Date(input.at))
  return new StepResponse(true)
})

const recordRefundStatusQueryStep = createStep("record-refund-status-query", async (input: { refundId: string; at: string }, { container }) => {
  await recordRefundStatusQuery(container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION), input.refundId, new Date(input.at))
  return new StepResponse(true)
})

/** When a refund's status was last asked about (so the job asks again only after another timeout). */
export const recordRefundStatusQueryWorkflow = createWorkflow("record-refund-status-query", (input: { refundId: string; at: string }) => {
  return new WorkflowResponse(recordRefundStatusQueryStep(input))
})

/** When a payout's status was last asked about (so the job asks again only after another timeout). */
export const recordPayoutStatusQueryWorkflow = createWorkflow("record-payout-status-query", (input: { payoutId: string; at: string }) => {
  return new WorkflowResponse(recordStatusQueryStep(input))
})

/**
 * Asks Transaction Status about each stale payout or refund (its id as our OriginatorConversationID
 * and as Occasion), then records when it was asked (even when asking failed). Returns how many were asked.
 */
async function askTransactionStatus(
  container: MedusaContainer,
  client: ReturnType<typeof b2cClient>,
  settings: B2cSettings,
  ids: string[],
  label: "Payout" | "Refund",
  recordAsked: (id: string) => Promise<unknown>
) {
  let asked = 0
  for (const id of ids) {
    try {
      await client.transactionStatus({
        originalConversationId: id,
        resultUrl: settings.statusResultUrl,
        queueTimeoutUrl: settings.queueTimeoutUrl,
        remarks: `${label} status`,
        occasion: id,
      })
      asked += 1
    } catch (error) {
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`${label} ${id}: Transaction Status failed: ${(error as Error).message}`)
    }
    await recordAsked(id)
  }
  return asked
}

/**
 * Asks Transaction Status at once about one payout or refund (`rfnd_…`) whose B2C result claimed a
 * failure, and records when it was asked; its answer comes to the status result URL. If asking
 * fails, the payouts job asks once it is stale.
 */
export async function askB2cStatusNow(container: MedusaContainer, id: string) {
  const settings = b2cSettings()
  if (!settings) return { asked: 0 }
  const at = new Date().toISOString()
  const refund = id.startsWith("rfnd_")
  const asked = await askTransactionStatus(container, b2cClient(container, settings), settings, [id], refund ? "Refund" : "Payout", (key) =>
    refund ? recordRefundStatusQueryWorkflow(container).run({ input: { refundId: key, at } }) : recordPayoutStatusQueryWorkflow(container).run({ input: { payoutId: key, at } })
  )
  return { asked }
}

/**
 * The payouts job's pass (`now` injectable for tests): each M-Pesa payout still Processing
 * MPESA_B2C_RESULT_TIMEOUT_S after it was sent (or last asked about) is asked about with Transaction
 * Status (by our OriginatorConversationID; the payout id as Occasion); the answer comes to the status
 * result URL and settles the payout there. Processing refunds to buyers are asked about the same way.
 */
export async function resolveStalePayouts(container: MedusaContainer, now = new Date()) {
  const settings = b2cSettings()
  if (!settings) return { asked: 0 }
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const client = b2cClient(container, settings)
  const at = now.toISOString()
  let asked = await askTransactionStatus(container, client, settings, await findStalePayouts(knex, now, settings.resultTimeoutSeconds), "Payout", (payoutId) =>
    recordPayoutStatusQueryWorkflow(container).run({ input: { payoutId, at } })
  )
  // Refunds to buyers, the same way (the refund id as OriginatorConversationID and Occasion).
  asked += await askTransactionStatus(container, client, settings, await findStaleRefunds(knex, now, settings.resultTimeoutSeconds), "Refund", (refundId) =>
    recordRefundStatusQueryWorkflow(container).run({ input: { refundId, at } })
  )
  return { asked }
}
