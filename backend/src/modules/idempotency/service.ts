import { MedusaService } from "@medusajs/framework/utils"
import { IdempotencyKey } from "./models/idempotency-key"

class IdempotencyModuleService extends MedusaService({ IdempotencyKey }) {}

export default IdempotencyModuleService
