import { MedusaService } from "@medusajs/framework/utils"
import { CommissionRule } from "./models/commission-rule"
import { LineCommission } from "./models/line-commission"

/** An admin's commission rules, and the commission each order line got when it was placed (frozen: never updated). */
class CommissionModuleService extends MedusaService({
  CommissionRule,
  LineCommission,
}) {}

export default CommissionModuleService
