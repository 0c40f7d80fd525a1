import type { MedusaContainer } from "@medusajs/framework/types"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"

const MERCHANT_MODULE = "merchant"

/** Merchant applications waiting for an admin; 0 while the shop has no merchant module. */
async function countWaitingMerchants(container: MedusaContainer) {
  if (!container.hasRegistration(MERCHANT_MODULE)) return 0
  const merchants = container.resolve(MERCHANT_MODULE) as {
    listAndCountMerchants?: (filters: Record<string, unknown>, config: { take: number }) => Promise<[unknown[], number]>
  }
  if (!merchants.listAndCountMerchants) return 0
  const [, count] = await merchants.listAndCountMerchants({ status: "Waiting Approval" }, { take: 1 })
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
