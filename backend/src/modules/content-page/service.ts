import { MedusaService } from "@medusajs/framework/utils"
import { ContentPage } from "./models/page"

class ContentPageModuleService extends MedusaService({ ContentPage }) {}

export default ContentPageModuleService
