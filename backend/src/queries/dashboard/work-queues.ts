import type { MedusaContainer } from "@medusajs/framework/types"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../modules/merchant"
import { REVIEW_MODULE, type ReviewModuleService } from "../../modules/review"

async function countWaitingMerchants(container: MedusaContainer) {
  const [, count] = await container
    .resolve<MerchantModuleService>(MERCHANT_MODULE)
    .listAndCountMerchants({ status: "Waiting Approval" }, { take: 1, select: ["id"] })
  return count
}

async function countWaitingReviews(container: MedusaContainer) {
  const [, count] = await container
    .resolve<ReviewModuleService>(REVIEW_MODULE)
    .listAndCountReviews({ status: "Waiting Approval" }, { take: 1, select: ["id"] })
  return count
}

/** What waits for the admin: merchant applications and reviews. */
export async function workQueues(container: MedusaContainer) {
  const [merchants, reviews] = await Promise.all([countWaitingMerchants(container), countWaitingReviews(container)])
  return { merchants, reviews }
}
