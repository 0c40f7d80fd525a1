import { Module } from "@medusajs/framework/utils"
import PayoutModuleService from "./service"

export const PAYOUT_MODULE = "payout"

export type { NewPayout, PayoutCallbackRecord, PayoutDestination, PayoutRow } from "./types"
export type { B2cRequest, PayoutProvider, PayoutSendOutcome, PayoutTransport } from "./providers"
export type { PayoutModuleService }

export default Module(PAYOUT_MODULE, {
  service: PayoutModuleService,
})
