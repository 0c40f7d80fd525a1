import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DarajaClient } from "../../modules/mpesa/daraja-client"
import { PostgresTokenStore } from "../../modules/mpesa/token-store"
import { mpesaSettings, type MpesaSettings } from "../../config/mpesa"
import { invalid } from "../../domain/errors"
import { MPESA_MESSAGES } from "../../domain/payments/mpesa"

/** The settings, or 400 when M-Pesa is not configured. */
export function requireMpesaSettings(): MpesaSettings {
  const settings = mpesaSettings()
  if (!settings) throw invalid(MPESA_MESSAGES.notConfigured)
  return settings
}

/** A Daraja client sharing the one OAuth token in Postgres with every other process. */
export function darajaClient(container: MedusaContainer, settings: MpesaSettings) {
  return new DarajaClient(settings.daraja, new PostgresTokenStore(container.resolve(ContainerRegistrationKeys.PG_CONNECTION)), undefined, {
    logger: container.resolve(ContainerRegistrationKeys.LOGGER),
  })
}
