import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { StepTimer } from "../../../domain/step-timer"

// Splits Medusa's cart completion in the checkout's Server-Timing: its `validate` hook runs after
// it has read the cart (one large query across modules) and checked items and payment, before it
// creates the order, reserves stock, links and authorises the payment.
completeCartWorkflow.hooks.validate(() => {
  StepTimer.mark("complete-cart-read")
})
