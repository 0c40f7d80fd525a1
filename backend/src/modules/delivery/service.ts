import { MedusaService } from "@medusajs/framework/utils"
import { DeliveryDays } from "./models/delivery-days"
import { DeliveryFee } from "./models/delivery-fee"
import { PickupCollection } from "./models/pickup-collection"
import { PickupStation } from "./models/pickup-station"

class DeliveryModuleService extends MedusaService({ PickupStation, DeliveryFee, DeliveryDays, PickupCollection }) {}

export default DeliveryModuleService
