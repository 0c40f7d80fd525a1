import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MpesaState } from "../../../domain/payments/mpesa"

export type MpesaResult = {
  paymentId: string
  /** Only a payment in one of these states takes the result (first terminal result wins). */
  from: MpesaState[]
  to: MpesaState
  resultCode: number | null
  resultDesc: string | null
  receipt?: string | null
  /** Why an admin must look at it (kept with the claim; a later flag replaces it). */
  flag?: string | null
  /** The flag when the result lands on a payment that was no longer Pending ("{state}": the state it replaced). */
  lateFlag?: string | null
}

/**
 * Records a payment's result with one conditional update (`WHERE state IN from`), so of two
 * callbacks, or a callback and the job's query, exactly one wins; the others change nothing.
 * Returns the state it replaced (null: another result was first); undone by putting that state back.
 */
export const claimMpesaResultStep = createStep(
  "claim-mpesa-result",
  async (input: MpesaResult, { container }) => {
    const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const { rows } = await knex.raw(
      `UPDATE mpesa_payment p SET state = ?, result_code = ?, result_desc = ?, receipt = coalesce(?, p.receipt),
         flag_reason = coalesce(?::text, CASE WHEN old.state <> 'Pending' THEN replace(?::text, '{state}', old.state) END, p.flag_reason),
         flagged_at = CASE WHEN coalesce(?::text, CASE WHEN old.state <> 'Pending' THEN ?::text END) IS NULL THEN p.flagged_at ELSE now() END,
         settled_at = now(), updated_at = now()
       FROM (SELECT id, state FROM mpesa_payment WHERE id = ? AND deleted_at IS NULL FOR UPDATE) old
       WHERE p.id = old.id AND old.state = ANY(?)
       RETURNING old.state AS previous`,
      [input.to, input.resultCode, input.resultDesc, input.receipt ?? null, input.flag ?? null, input.lateFlag ?? null, input.flag ?? null, input.lateFlag ?? null, input.paymentId, input.from]
    )
    const previous = (rows[0]?.previous ?? null) as MpesaState | null
    return new StepResponse(previous, previous ? { id: input.paymentId, previous, to: input.to } : null)
  },
  async (claimed: { id: string; previous: MpesaState; to: MpesaState } | null | undefined, { container }) => {
    if (!claimed) return
    await container
      .resolve(ContainerRegistrationKeys.PG_CONNECTION)
      .raw(`UPDATE mpesa_payment SET state = ?, settled_at = NULL, updated_at = now() WHERE id = ? AND state = ?`, [claimed.previous, claimed.id, claimed.to])
  }
)
