import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RequestAccount } from "../../../domain/accounts/request-account"
import { planNewProduct, planProductUpdate, type ProductChanges } from "../../../queries/catalogue/product-plans"

/** Read-only steps: they check the request against the catalogue and decide what the writes will be. */
export const planNewProductStep = createStep(
  "plan-new-product",
  async (input: { account: RequestAccount; form: { sku: string; name: string; slug?: string; brand?: string; isAddon?: boolean } }, { container }) => {
    return new StepResponse(await planNewProduct(container, input.account, input.form))
  }
)

export const planProductUpdateStep = createStep(
  "plan-product-update",
  async (input: { account: RequestAccount; productId: string; changes: ProductChanges }, { container }) => {
    return new StepResponse(await planProductUpdate(container, input.account, input.productId, input.changes))
  }
)
