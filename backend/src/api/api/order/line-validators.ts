import { z } from "@medusajs/framework/zod"
import { idText, kenyanPhone, MAX_LENGTH } from "../../http/fields"
import { BULK_LINE_STATUSES, BULK_LINES_MAX, type LineShipping } from "../../../domain/orders/line-shipping"

const SHIPPING_NEEDED = "Say who delivers: a rider (name and phone) or a courier (courier and waybill)."

const text = (label: string) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(MAX_LENGTH.name, `${label} may not be longer than ${MAX_LENGTH.name} characters.`)

/** Who carries the lines: a rider (name, Kenyan phone) or a courier (name and waybill, both required). */
const ShippingBody = z.discriminatedUnion(
  "method",
  [
    z.object({ method: z.literal("rider"), riderName: text("The rider's name"), riderPhone: kenyanPhone() }),
    z.object({ method: z.literal("courier"), courier: text("The courier"), waybill: text("The waybill number") }),
  ],
  { error: "shipping.method must be rider or courier." }
)

/**
 * The seller's bulk change (PUT /api/order/{id}/lines/status): the lines of that order, Processing
 * or Shipped, and for Shipped who carries them.
 */
export const BulkLineStatusBody = z
  .object({
    lineItemIds: z
      .array(idText("lineItemIds must be line ids."), { error: "lineItemIds must be a list of line ids." })
      .min(1, "Select at least one item.")
      .max(BULK_LINES_MAX, `Select at most ${BULK_LINES_MAX} items.`),
    status: z.enum(BULK_LINE_STATUSES, { error: `status must be one of: ${BULK_LINE_STATUSES.join(", ")}.` }),
    shipping: ShippingBody.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === "Shipped" && !body.shipping) ctx.addIssue({ code: "custom", path: ["shipping"], message: SHIPPING_NEEDED })
    if (body.status !== "Shipped" && body.shipping) ctx.addIssue({ code: "custom", path: ["shipping"], message: "Only shipped items have a rider or courier." })
  })
  .transform(({ shipping, ...body }) => ({
    ...body,
    shipping: shipping
      ? ({
          method: shipping.method,
          riderName: shipping.method === "rider" ? shipping.riderName : null,
          riderPhone: shipping.method === "rider" ? shipping.riderPhone : null,
          courier: shipping.method === "courier" ? shipping.courier : null,
          waybill: shipping.method === "courier" ? shipping.waybill : null,
        } satisfies LineShipping)
      : null,
  }))
