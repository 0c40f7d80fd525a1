import type { ApiRoute } from "../../http/api-route"
import { MpesaPaymentBody, OrderRefundParams } from "./validators"

export const paymentRoutes: ApiRoute[] = [
  { matcher: "/api/payment/methods", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/payment/mpesa", methods: ["POST"], policy: "signedIn", body: MpesaPaymentBody },
  { matcher: "/api/payment/mpesa/:id", methods: ["GET"], policy: "signedIn" },
  // The buyer's refunds of their own order (the query answers 404 for anyone else's).
  { matcher: "/api/payment/refunds/:orderId", methods: ["GET"], policy: "signedIn", params: OrderRefundParams },
]
