import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertSlugFree } from "../../../queries/catalogue/brand-access"
import { assertCategorySlugFree, assertProductsExist } from "../../../queries/catalogue/categories"

type SlugCheck = { slug?: string; exceptId?: string }

/** 400 when another brand has the slug. */
export const checkBrandSlugStep = createStep("check-brand-slug", async ({ slug, exceptId }: SlugCheck, { container }) => {
  if (slug) await assertSlugFree(container, slug, exceptId)
  return new StepResponse(true)
})

/** 400 when another category has the slug or a chosen product does not exist. */
export const checkCategoryStep = createStep(
  "check-category",
  async ({ slug, exceptId, products }: SlugCheck & { products?: string[] }, { container }) => {
    await Promise.all([slug && assertCategorySlugFree(container, slug, exceptId), products && assertProductsExist(container, products)])
    return new StepResponse(true)
  }
)
