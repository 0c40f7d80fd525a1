import { Module } from "@medusajs/framework/utils"
import CommissionModuleService from "./service"

export const COMMISSION_MODULE = "commission"

export type { default as CommissionModuleService } from "./service"

export default Module(COMMISSION_MODULE, {
  service: CommissionModuleService,
})
