import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { slugFrom } from "../../domain/catalogue/slug"
import { checkBrandSlugStep } from "./steps/check-slugs"
import { createBrandStep } from "./steps/create-brand"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { brandFields } from "../../domain/audit/fields"
import type { AuditActor } from "../../domain/audit/audit"

type Input = { name: string; description: string; isActive: boolean; actor?: AuditActor }

/** A brand with a slug made from its name (refused when taken). */
export const createBrandWorkflow = createWorkflow("create-shop-brand", (input: Input) => {
  const slug = transform({ input }, ({ input }) => slugFrom(input.name))
  checkBrandSlugStep({ slug })
  const brand = createBrandStep(
    transform({ input, slug }, ({ input, slug }) => ({ name: input.name, slug, description: input.description, is_active: input.isActive }))
  )
  recordAudit(
    transform({ input, brand }, ({ input, brand }) => ({
      actor: input.actor,
      entityType: "brand" as const,
      entityId: brand.id,
      action: "brand.create",
      before: null,
      after: brandFields(brand),
    }))
  )
  emitEventStep({ eventName: ShopEvents.BRAND_CHANGED, data: transform({ brand }, ({ brand }) => ({ id: brand.id })) })
  return new WorkflowResponse(brand)
})
