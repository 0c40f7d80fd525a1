import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import MpesaPaymentProvider from "./service"

/** M-Pesa Express (Daraja) as a provider of Medusa's payment module: `pp_mpesa_mpesa`. */
export default ModuleProvider(Modules.PAYMENT, { services: [MpesaPaymentProvider] })
