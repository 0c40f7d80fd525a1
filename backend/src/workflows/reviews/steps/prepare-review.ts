import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { findReviewableProduct } from "../../../queries/reviews/review-product"
import { hasDeliveredLine } from "../../../queries/reviews/verified-purchase"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import { invalid } from "../../../domain/errors"

export const ALREADY_REVIEWED = "You have already reviewed this product."

type Input = { customerId: string; product: string }

/**
 * Checks that the product can be reviewed by this customer (active, not reviewed by them
 * yet) and finds what the review records besides the text: the product id, the reviewer's
 * first name and whether they received the product.
 */
export const prepareReviewStep = createStep("prepare-review", async (input: Input, { container }) => {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const product = await findReviewableProduct(knex, input.product)
  const [existing] = await container
    .resolve<ReviewModuleService>(REVIEW_MODULE)
    .listReviews({ product_id: product.id, customer_id: input.customerId }, { take: 1, select: ["id"] })
  if (existing) {
    throw invalid(ALREADY_REVIEWED)
  }
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(input.customerId, { select: ["first_name"] })
  return new StepResponse({
    productId: product.id,
    reviewerName: customer.first_name ?? "",
    verifiedPurchase: await hasDeliveredLine(knex, input.customerId, product.id),
  })
})
