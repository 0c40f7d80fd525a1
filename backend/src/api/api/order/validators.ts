import { z } from "@medusajs/framework/zod"
import { pagingQuery } from "../../http/paging"
import { idText, kenyanPhone, strictNumber } from "../../http/fields"
import { AWAITING_DELIVERY_DETAILS, DELIVERY_OPTIONS } from "../../../domain/delivery/delivery-rules"
import { countyNamed } from "../../../domain/delivery/counties"
import { PAGE_SIZES } from "../../../domain/shop-constants"
import { LINE_STATUSES } from "../../../domain/orders/line-status"
import { SEARCH_LIMITS } from "../../../domain/search-limits"
import { ORDER_PAYMENT_FILTERS } from "../../../domain/payments/mpesa"
import { CASH_COLLECTORS } from "../../../domain/orders/cash-collection"
import { displayIdOf } from "../../../domain/orders/order-number"
import { trackContactOf } from "../../../domain/orders/track-order"

/** Where an order goes (checkout's sheet, or the order page of an order awaiting its details). */
export const DeliveryBody = z.object({
  addressId: idText("addressId is invalid.").optional(),
  phone: kenyanPhone().optional(),
  option: z.enum(DELIVERY_OPTIONS, { error: `option must be one of: ${DELIVERY_OPTIONS.join(", ")}.` }).optional(),
  stationId: idText("stationId is invalid.").optional(),
  fee: strictNumber("fee must be a number.").pipe(z.number().min(0, "fee may not be negative.")).optional(),
})

export const PlaceOrderBody = z.object({
  cartId: idText("cartId is required."),
  total: strictNumber("total must be a number.").pipe(z.number().min(0, "total may not be negative.")),
  message: z.string({ error: "message must be text." }).trim().max(500, "The message may not be longer than 500 characters.").optional().default(""),
  /** Left out by the spec's clients: the default address and home delivery. */
  delivery: DeliveryBody.optional(),
})

export const OrderListQuery = pagingQuery(PAGE_SIZES.orders)

/** Staff order lists filter by a line status (or the orders awaiting delivery details), by delivery county and by payment state. */
export const StaffOrderListQuery = OrderListQuery.extend({
  status: z
    .enum([...LINE_STATUSES, AWAITING_DELIVERY_DETAILS], { error: `status must be one of: ${[...LINE_STATUSES, AWAITING_DELIVERY_DETAILS].join(", ")}.` })
    .optional(),
  county: z
    .string({ error: "county must be text." })
    .max(100)
    .transform((value, ctx) => {
      const county = countyNamed(value)
      if (!county) ctx.addIssue({ code: "custom", message: "county must be one of Kenya's 47 counties." })
      return county ?? ""
    })
    .optional(),
  payment: z.enum(ORDER_PAYMENT_FILTERS, { error: `payment must be one of: ${ORDER_PAYMENT_FILTERS.join(", ")}.` }).optional(),
  /** An order number (DK-10342), part of the buyer's name or their phone. */
  search: z.string({ error: "search must be text." }).trim().max(SEARCH_LIMITS.maxTermLength, "The search is too long.").optional().transform((value) => value || undefined),
})

export const OrderSearchQuery = z.object({
  search: z.string({ error: "search is required." }).trim().min(SEARCH_LIMITS.minTermLength, "Type at least 2 characters to search.").max(SEARCH_LIMITS.maxTermLength),
})

export const LineStatusBody = z.object({
  orderId: idText("orderId is required."),
  cartId: idText("cartId is invalid.").optional(),
  status: z.enum(LINE_STATUSES, { error: `status must be one of: ${LINE_STATUSES.join(", ")}.` }),
})

/** Whose rider collects a pay-on-delivery order's cash. */
export const CashCollectorBody = z.object({
  collector: z.enum(CASH_COLLECTORS, { error: `collector must be one of: ${CASH_COLLECTORS.join(", ")}.` }),
})

/** Tracking an order without signing in: its number ("DK-10023", "10023") and the phone or e-mail it was placed with. */
export const TrackOrderBody = z.object({
  number: z
    .string({ error: "Enter the order number, e.g. DK-10023." })
    .max(40, "Enter the order number, e.g. DK-10023.")
    .transform((value, ctx) => {
      const displayId = displayIdOf(value)
      if (displayId === null) ctx.addIssue({ code: "custom", message: "Enter the order number, e.g. DK-10023." })
      return displayId ?? 0
    }),
  contact: z
    .string({ error: "Enter the phone number or e-mail the order was placed with." })
    .max(254, "Enter the phone number or e-mail the order was placed with.")
    .transform((value, ctx) => {
      const contact = trackContactOf(value)
      if (!contact) ctx.addIssue({ code: "custom", message: "Enter the phone number (e.g. 0712 345 678) or e-mail the order was placed with." })
      return contact!
    }),
})
