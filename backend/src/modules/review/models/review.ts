import { model } from "@medusajs/framework/utils"
import { REVIEW_STATUSES } from "../../../domain/reviews/status-rules"

/** The list lives in the domain (src/domain/reviews/status-rules.ts); kept here for older imports. */
export { REVIEW_STATUSES, type ReviewStatus } from "../../../domain/reviews/status-rules"

export const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    product_id: model.text(),
    customer_id: model.text(),
    reviewer_name: model.text().default(""),
    title: model.text(),
    review: model.text(),
    rating: model.number(),
    is_recommended: model.boolean().default(true),
    // The author had a Delivered line of the product when they wrote it.
    verified_purchase: model.boolean().default(false),
    status: model.enum([...REVIEW_STATUSES]).default("Waiting Approval"),
  })
  .indexes([
    { on: ["product_id", "status"] },
    { on: ["product_id", "customer_id"], unique: true, where: "deleted_at IS NULL" },
  ])
  .checks([(columns) => `${columns.rating} BETWEEN 1 AND 5`])
