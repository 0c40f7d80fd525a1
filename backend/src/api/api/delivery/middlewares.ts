import type { ApiRoute } from "../../http/api-route"
import { CollectBody, DeliveryDaysBody, DeliveryFeeBody, StationBody, UpdateStationBody } from "./validators"

export const deliveryRoutes: ApiRoute[] = [
  { matcher: "/api/delivery", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/delivery/station", methods: ["GET"], policy: "admin" },
  { matcher: "/api/delivery/station/add", methods: ["POST"], policy: "admin", body: StationBody },
  { matcher: "/api/delivery/station/:id", methods: ["PUT"], policy: "admin", body: UpdateStationBody },
  { matcher: "/api/delivery/station/delete/:id", methods: ["DELETE"], policy: "admin" },
  { matcher: "/api/delivery/fee", methods: ["PUT"], policy: "admin", body: DeliveryFeeBody },
  { matcher: "/api/delivery/days", methods: ["PUT"], policy: "admin", body: DeliveryDaysBody },
  { matcher: "/api/delivery/promise", methods: ["GET"], policy: "public" },
  { matcher: "/api/delivery/collect", methods: ["POST"], policy: "admin", body: CollectBody },
  { matcher: "/api/delivery/collection/:orderId", methods: ["GET"], policy: "signedIn" },
]
