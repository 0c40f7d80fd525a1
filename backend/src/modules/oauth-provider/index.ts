import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import OAuthProviderService from "./service"

export default ModuleProvider(Modules.AUTH, {
  services: [OAuthProviderService],
})
