import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { findManagedBrandStep } from "./steps/find-managed"
import { checkBrandSlugStep } from "./steps/check-slugs"
import { updateBrandStep } from "./steps/update-brand"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { brandFields } from "../../domain/audit/fields"

type Input = { account: RequestAccount; id: string; changes: { name?: string; slug?: string; description?: string } }

/** Edits a brand the caller manages; a new slug must be free. */
export const updateBrandWorkflow = createWorkflow("update-shop-brand", (input: Input) => {
  const brand = findManagedBrandStep(transform({ input }, ({ input }) => ({ account: input.account, id: input.id })))
  checkBrandSlugStep(transform({ input, brand }, ({ input, brand }) => ({ slug: input.changes.slug, exceptId: brand.id })))
  updateBrandStep(transform({ input, brand }, ({ input, brand }) => ({ id: brand.id, ...input.changes })))
  recordAudit(
    transform({ input, brand }, ({ input, brand }) => ({
      actor: input.account,
      entityType: "brand" as const,
      entityId: brand.id,
      action: "brand.update",
      before: brandFields(brand),
      after: input.changes,
    }))
  )
  emitEventStep({ eventName: ShopEvents.BRAND_CHANGED, data: transform({ brand }, ({ brand }) => ({ id: brand.id })) })
  return new WorkflowResponse(true)
})
