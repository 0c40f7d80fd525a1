import type { ApiRoute } from "../../http/api-route"
import { perAddress } from "../../http/rate-limit"
import { BulkLineStatusBody } from "./line-validators"
import { CashCollectorBody, DeliveryBody, LineStatusBody, OrderListQuery, OrderSearchQuery, PlaceOrderBody, StaffOrderListQuery, TrackOrderBody } from "./validators"

export const orderRoutes: ApiRoute[] = [
  { matcher: "/api/order/add", methods: ["POST"], policy: "signedIn", body: PlaceOrderBody },
  { matcher: "/api/order", methods: ["GET"], policy: "staff", query: StaffOrderListQuery },
  { matcher: "/api/order/me", methods: ["GET"], policy: "signedIn", query: OrderListQuery },
  { matcher: "/api/order/search", methods: ["GET"], policy: "signedIn", query: OrderSearchQuery },
  { matcher: "/api/order/:id", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/order/:id/delivery", methods: ["PUT"], policy: "signedIn", body: DeliveryBody },
  // Pay on delivery (issue 48 item 5): admins or the order's one seller say whose rider collects; only admins confirm the cash.
  { matcher: "/api/order/:id/cash-collector", methods: ["PUT"], policy: "staff", body: CashCollectorBody },
  { matcher: "/api/order/:id/cash-received", methods: ["POST"], policy: "admin" },
  { matcher: "/api/order/status/item/:itemId", methods: ["PUT"], policy: "signedIn", body: LineStatusBody },
  // The seller's bulk "Mark processing / shipped" (issue item 13): several lines of one order, with the rider or courier.
  { matcher: "/api/order/:id/lines/status", methods: ["PUT"], policy: "staff", body: BulkLineStatusBody },
  { matcher: "/api/order/cancel/:id", methods: ["DELETE"], policy: "signedIn" },
  // Tracking without signing in (/track, /o/{number}): every look-up counts against the caller's address.
  { matcher: "/api/order/track", methods: ["POST"], policy: "public", parser: perAddress("orderTrackByAddress"), body: TrackOrderBody },
]
