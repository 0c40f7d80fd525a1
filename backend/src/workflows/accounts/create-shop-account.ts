import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCustomerAccountWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { Role } from "../../domain/accounts/roles"
import { createAccountStep } from "./steps/create-account"
import { subscribeNewsletterStep } from "../contact/steps/subscribe-newsletter"

export type CreateShopAccountInput = {
  authIdentityId: string
  email: string
  firstName: string
  lastName: string
  provider: string
  role?: Role
  merchantId?: string
  isSubscribed?: boolean
  /** The profile's phone (a merchant's: the one they applied with). */
  phone?: string | null
}

/**
 * A shop account: a Medusa customer tied to the auth identity, the account record with
 * role and provider, the optional newsletter subscription and the welcome e-mail.
 */
export const createShopAccountWorkflow = createWorkflow("create-shop-account", (input: CreateShopAccountInput) => {
  const customer = createCustomerAccountWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      authIdentityId: input.authIdentityId,
      customerData: { email: input.email, first_name: input.firstName, last_name: input.lastName, ...(input.phone && { phone: input.phone }) },
    })),
  })
  const accountInput = transform({ input, customer }, ({ input, customer }) => ({
    customer_id: customer.id,
    provider: input.provider,
    role: input.role ?? ("ROLE_MEMBER" as Role),
    merchant_id: input.merchantId ?? null,
  }))
  const account = createAccountStep(accountInput)
  when({ input }, ({ input }) => !!input.isSubscribed).then(() => {
    subscribeNewsletterStep(input.email)
    emitEventStep({
      eventName: ShopEvents.NEWSLETTER_SUBSCRIBED,
      data: transform({ input }, ({ input }) => ({ email: input.email })),
    }).config({ name: "emit-newsletter-subscribed" })
  })
  emitEventStep({
    eventName: ShopEvents.ACCOUNT_CREATED,
    data: transform({ input }, ({ input }) => ({ email: input.email, firstName: input.firstName })),
  })
  return new WorkflowResponse({ customer, account })
})
