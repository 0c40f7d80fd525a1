import { MedusaService } from "@medusajs/framework/utils"
import { OrderCash } from "./models/order-cash"
import { OrderLine } from "./models/order-line"
import { OrderLineChange } from "./models/order-line-change"

class OrderLineModuleService extends MedusaService({ OrderLine, OrderLineChange, OrderCash }) {}

export default OrderLineModuleService
