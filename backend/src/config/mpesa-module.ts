import { mpesaSettings } from "./mpesa"
import { b2cSettings } from "./mpesa-b2c"

/**
 * The M-Pesa module's options (medusa-config): getters over the environment's M-Pesa settings, read per
 * call as before (a test sets MPESA_CALLBACK_BASE_URL once the shop listens; M-Pesa is offered only
 * while every required setting is there). The module itself never reads the environment.
 */
export const mpesaModuleOptions = () => ({ settings: () => mpesaSettings(), b2cSettings: () => b2cSettings() })
