import { Module } from "@medusajs/framework/utils"
import SearchSynonymModuleService from "./service"

export const SEARCH_SYNONYM_MODULE = "searchSynonym"

export default Module(SEARCH_SYNONYM_MODULE, {
  service: SearchSynonymModuleService,
})

export type { default as SearchSynonymModuleService } from "./service"
