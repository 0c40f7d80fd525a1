import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { Modules, MedusaError } from "@medusajs/framework/utils"
import { transform } from "@medusajs/framework/workflows-sdk"
import { ShopEvents } from "../lib/events"

type Input = { email: string; firstName: string; password: string }

const updatePasswordStep = createStep("update-emailpass-password", async (input: Input, { container }) => {
  const { success, error } = await container
    .resolve(Modules.AUTH)
    .updateProvider("emailpass", { entity_id: input.email, password: input.password })
  if (!success) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, error || "The password could not be changed.")
  }
  return new StepResponse(true)
})

/** Sets a new password for an e-mail account and tells its owner by e-mail. */
export const changePasswordWorkflow = createWorkflow("change-password", (input: Input) => {
  updatePasswordStep(input)
  emitEventStep({
    eventName: ShopEvents.PASSWORD_CHANGED,
    data: transform({ input }, ({ input }) => ({ email: input.email, firstName: input.firstName })),
  })
  return new WorkflowResponse(true)
})
