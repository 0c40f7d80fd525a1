import { MedusaService } from "@medusajs/framework/utils"
import { OrderLine } from "./models/order-line"

class OrderLineModuleService extends MedusaService({ OrderLine }) {}

export default OrderLineModuleService
