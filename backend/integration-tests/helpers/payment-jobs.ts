import type { MedusaContainer } from "@medusajs/framework/types"
import { settlePendingMpesaPaymentsWorkflow } from "../../src/workflows/payments/settle-pending-payments"

/** The M-Pesa job's pass, as the job runs it (`now`: the time it runs at; tests move it past the query delay or the expiry). */
export async function settlePendingMpesaPayments(container: MedusaContainer, now = new Date()) {
  const { result } = await settlePendingMpesaPaymentsWorkflow(container).run({ input: { now: now.toISOString() } })
  return result
}
