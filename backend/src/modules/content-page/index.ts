import { Module } from "@medusajs/framework/utils"
import ContentPageModuleService from "./service"

export const CONTENT_PAGE_MODULE = "contentPage"

export default Module(CONTENT_PAGE_MODULE, {
  service: ContentPageModuleService,
})

export type { default as ContentPageModuleService } from "./service"
