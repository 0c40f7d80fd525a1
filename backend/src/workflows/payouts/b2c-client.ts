import type { MedusaContainer } from "@medusajs/framework/types"
import { b2cSettings, type B2cSettings } from "../../config/mpesa-b2c"
import { invalid } from "../../domain/errors"
import { PAYOUT_MESSAGES } from "../../domain/ledger/payouts"
import { darajaClient } from "../payments/daraja"

/** The B2C settings, or 400 when M-Pesa B2C is not configured. */
export function requireB2cSettings(): B2cSettings {
  const settings = b2cSettings()
  if (!settings) throw invalid(PAYOUT_MESSAGES.b2cNotConfigured)
  return settings
}

/** The Daraja client with the B2C account, sharing the one OAuth token with the STK payments. */
export const b2cClient = (container: MedusaContainer, settings: B2cSettings) => darajaClient(container, settings)
