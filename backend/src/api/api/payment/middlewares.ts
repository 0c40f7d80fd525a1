import type { ApiRoute } from "../../http/api-route"
import { MpesaPaymentBody } from "./validators"

export const paymentRoutes: ApiRoute[] = [
  { matcher: "/api/payment/methods", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/payment/mpesa", methods: ["POST"], policy: "signedIn", body: MpesaPaymentBody },
  { matcher: "/api/payment/mpesa/:id", methods: ["GET"], policy: "signedIn" },
]
