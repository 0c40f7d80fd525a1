import { Module } from "@medusajs/framework/utils"
import LedgerModuleService from "./service"

export const LEDGER_MODULE = "ledger"

export type { default as LedgerModuleService, LedgerContext, PlannedInput } from "./service"
export type { LedgerRefs, PostInput, PostResult } from "./posting"
export { OVERDRAFT_MESSAGE } from "./posting"

export default Module(LEDGER_MODULE, {
  service: LedgerModuleService,
})
