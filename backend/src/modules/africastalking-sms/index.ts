import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import AfricasTalkingSmsService from "./service"

export default ModuleProvider(Modules.NOTIFICATION, {
  services: [AfricasTalkingSmsService],
})
