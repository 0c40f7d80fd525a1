import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RequestAccount } from "../../../domain/accounts/request-account"
import { findManagedBrand } from "../../../queries/catalogue/brand-access"
import { findManagedProduct } from "../../../queries/catalogue/managed-products"
import { findCategory } from "../../../queries/catalogue/categories"

const SHOP: RequestAccount = { id: "shop", customerId: "", authIdentityId: "", role: "ROLE_ADMIN", provider: "", merchantId: null }

/** Read-only steps that load what the caller may manage, or stop the workflow with a 404. */
type Lookup = { account: RequestAccount; id: string }

/** Without an account (the shop itself acting, e.g. disabling a merchant), any brand. */
export const findManagedBrandStep = createStep(
  "find-managed-brand",
  async ({ account, id }: { account?: RequestAccount; id: string }, { container }) => {
    return new StepResponse(await findManagedBrand(container, account ?? SHOP, id))
  }
)

export const findManagedProductStep = createStep("find-managed-product", async ({ account, id }: Lookup, { container }) => {
  return new StepResponse(await findManagedProduct(container, account, id))
})

export const findCategoryStep = createStep("find-category", async (id: string, { container }) => {
  return new StepResponse(await findCategory(container, id))
})
