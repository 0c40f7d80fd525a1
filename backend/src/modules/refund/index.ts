import { Module } from "@medusajs/framework/utils"
import RefundModuleService from "./service"

export const REFUND_MODULE = "refund"

export type { NewRefund, RefundRow, RefundSubject } from "./types"
export type { RefundModuleService }

export default Module(REFUND_MODULE, {
  service: RefundModuleService,
})
