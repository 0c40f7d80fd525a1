import { MedusaService } from "@medusajs/framework/utils"
import { SearchSynonym } from "./models/synonym"

class SearchSynonymModuleService extends MedusaService({ SearchSynonym }) {}

export default SearchSynonymModuleService
