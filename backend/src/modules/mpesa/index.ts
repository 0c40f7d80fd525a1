import { Module } from "@medusajs/framework/utils"
import MpesaModuleService from "./service"

export const MPESA_MODULE = "mpesa"

export default Module(MPESA_MODULE, {
  service: MpesaModuleService,
})

export type { default as MpesaModuleService, LostPush, MpesaModuleOptions, MpesaResult, PlacedFlagged } from "./service"
export type { B2cSend, B2cSendOutcome } from "./b2c-send"
export {
  B2C_MAX_AMOUNT,
  B2C_MIN_AMOUNT,
  DarajaError,
  DEFAULT_RESULT_MESSAGE,
  parseB2cResult,
  parseStkCallback,
  RESULT_MESSAGES,
  resultMessage,
  type B2cAck,
  type B2cPaymentInput,
  type B2cResult,
  type DarajaErrorKind,
  type StkCallback,
  type StkPushInput,
  type StkQueryResult,
  type TransactionStatusInput,
} from "./daraja-client"
