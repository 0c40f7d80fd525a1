import { z } from "@medusajs/framework/zod"
import { pagingQuery } from "../../http/paging"
import { idText, strictNumber } from "../../http/fields"
import { PAGE_SIZES } from "../../../domain/shop-constants"
import { LINE_STATUSES } from "../../../modules/order-line/models/order-line"
import { SEARCH_LIMITS } from "../../../domain/search-limits"

export const PlaceOrderBody = z.object({
  cartId: idText("cartId is required."),
  total: strictNumber("total must be a number.").pipe(z.number().min(0, "total may not be negative.")),
  message: z.string({ error: "message must be text." }).trim().max(500, "The message may not be longer than 500 characters.").optional().default(""),
})

export const OrderListQuery = pagingQuery(PAGE_SIZES.orders)

export const OrderSearchQuery = z.object({
  search: z.string({ error: "search is required." }).trim().min(SEARCH_LIMITS.minTermLength, "Type at least 2 characters to search.").max(SEARCH_LIMITS.maxTermLength),
})

export const LineStatusBody = z.object({
  orderId: idText("orderId is required."),
  cartId: idText("cartId is invalid.").optional(),
  status: z.enum(LINE_STATUSES, { error: `status must be one of: ${LINE_STATUSES.join(", ")}.` }),
})
