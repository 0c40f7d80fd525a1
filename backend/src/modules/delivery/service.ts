import { MedusaService } from "@medusajs/framework/utils"
import { DeliveryFee } from "./models/delivery-fee"
import { PickupStation } from "./models/pickup-station"

class DeliveryModuleService extends MedusaService({ PickupStation, DeliveryFee }) {}

export default DeliveryModuleService
