import { model } from "@medusajs/framework/utils"

/**
 * A client's Idempotency-Key for one route: claimed before the work runs (reply null), the
 * successful reply stored after, so the same key answers the same reply again.
 */
export const IdempotencyKey = model
  .define("idempotency_key", {
    id: model.id({ prefix: "idem" }).primaryKey(),
    scope: model.text(),
    key: model.text(),
    request_hash: model.text(),
    reply: model.json().nullable(),
  })
  .indexes([{ on: ["scope", "key"], unique: true, where: "deleted_at IS NULL" }])
