import { Module } from "@medusajs/framework/utils"
import OrderLineModuleService from "./service"

export const ORDER_LINE_MODULE = "orderLine"

export default Module(ORDER_LINE_MODULE, {
  service: OrderLineModuleService,
})

export type { default as OrderLineModuleService } from "./service"
