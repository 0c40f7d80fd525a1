import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { invalid } from "../../../domain/errors"

export const EMAIL_IN_USE = "That email address is already in use."

type Input = { email: string; password: string }

/** An e-mail + password identity in Medusa's auth module; refused when the e-mail has an account. */
export const registerEmailIdentityStep = createStep(
  "register-email-identity",
  async (input: Input, { container }) => {
    const customers = await container.resolve(Modules.CUSTOMER).listCustomers({ email: input.email, has_account: true })
    if (customers.length) {
      throw invalid(EMAIL_IN_USE)
    }
    const { success, authIdentity } = await container
      .resolve(Modules.AUTH)
      .register("emailpass", { body: { email: input.email, password: input.password } })
    if (!success || !authIdentity) {
      throw invalid(EMAIL_IN_USE)
    }
    return new StepResponse(authIdentity.id, authIdentity.id)
  },
  async (authIdentityId, { container }) => {
    if (authIdentityId) {
      await container.resolve(Modules.AUTH).deleteAuthIdentities([authIdentityId])
    }
  }
)
