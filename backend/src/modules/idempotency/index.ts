import { Module } from "@medusajs/framework/utils"
import IdempotencyModuleService from "./service"

export const IDEMPOTENCY_MODULE = "idempotency"

export default Module(IDEMPOTENCY_MODULE, {
  service: IdempotencyModuleService,
})

export type { default as IdempotencyModuleService } from "./service"
