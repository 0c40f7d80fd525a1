import { MedusaService } from "@medusajs/framework/utils"
import { MpesaPayment } from "./models/mpesa-payment"
import { MpesaCallback } from "./models/mpesa-callback"
import { MpesaToken } from "./models/mpesa-token"

class MpesaModuleService extends MedusaService({ MpesaPayment, MpesaCallback, MpesaToken }) {}

export default MpesaModuleService
