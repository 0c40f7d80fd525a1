import { MedusaService } from "@medusajs/framework/utils"
import { OrderLine } from "./models/order-line"
import { OrderLineChange } from "./models/order-line-change"

class OrderLineModuleService extends MedusaService({ OrderLine, OrderLineChange }) {}

export default OrderLineModuleService
