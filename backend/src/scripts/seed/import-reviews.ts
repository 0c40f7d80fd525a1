import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { REVIEW_MODULE, type ReviewModuleService } from "../../modules/review"
import { reviewers, SeedReview } from "./reviews"

/** Seeds approved reviews by a few shoppers; a shopper reviews a product at most once. */
export async function importReviews(container: MedusaContainer, seedReviews: SeedReview[] = []) {
  const customerModule = container.resolve(Modules.CUSTOMER)
  const productModule = container.resolve(Modules.PRODUCT)
  const reviewModule = container.resolve<ReviewModuleService>(REVIEW_MODULE)

  const existing = await customerModule.listCustomers({ email: reviewers.map((r) => r.email) })
  const customerIds = new Map(existing.map((c) => [c.email, c.id]))
  const missing = reviewers.filter((r) => !customerIds.has(r.email))
  if (missing.length) {
    const created = await customerModule.createCustomers(missing)
    created.forEach((c) => customerIds.set(c.email, c.id))
  }

  const products = await productModule.listProducts({ handle: seedReviews.map((r) => r.product) }, { select: ["id", "handle"] })
  const productIds = new Map(products.map((p) => [p.handle, p.id]))
  const already = await reviewModule.listReviews({ product_id: [...productIds.values()] }, { select: ["product_id", "customer_id"] })
  const taken = new Set(already.map((r) => `${r.product_id}:${r.customer_id}`))

  const toCreate = seedReviews
    .map((r) => {
      const reviewer = reviewers[r.reviewer]
      return {
        product_id: productIds.get(r.product)!,
        customer_id: customerIds.get(reviewer.email)!,
        reviewer_name: reviewer.first_name,
        title: r.title,
        review: r.review,
        rating: r.rating,
        is_recommended: r.isRecommended,
        status: "Approved" as const,
      }
    })
    .filter((r) => r.product_id && !taken.has(`${r.product_id}:${r.customer_id}`))
  if (toCreate.length) {
    await reviewModule.createReviews(toCreate)
  }
  return { imported: toCreate.length }
}
