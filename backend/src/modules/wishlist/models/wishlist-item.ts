import { model } from "@medusajs/framework/utils"

/** A shopper's like of a product; unliking keeps the row with is_liked false. */
export const WishlistItem = model
  .define("wishlist_item", {
    id: model.id({ prefix: "wish" }).primaryKey(),
    customer_id: model.text(),
    product_id: model.text(),
    is_liked: model.boolean().default(true),
  })
  .indexes([{ on: ["customer_id", "product_id"], unique: true, where: "deleted_at IS NULL" }])
