import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DELIVERY_MODULE, type DeliveryModuleService } from "../../../modules/delivery"
import { notFound } from "../../../domain/errors"

export type StationFields = {
  name: string
  town: string
  county: string
  opening_hours: string
  address: string | null
  landmark: string | null
  phone: string | null
  map_url: string | null
  is_active: boolean
}

export const NO_STATION_FOUND = "No pickup station found."

type Station = StationFields & { id: string }
type Undo = { created: string | null; previous: Station | null }
type Saved = { station: Station; previous: Station | null }

/** A new pickup station, or changes to one, with what it was (the old values come back if a later step fails). */
export const savePickupStationStep = createStep(
  "save-pickup-station",
  async ({ id, fields }: { id?: string; fields: Partial<StationFields> }, { container }) => {
    const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
    if (!id) {
      const created = await delivery.createPickupStations(fields as StationFields)
      return new StepResponse<Saved, Undo>({ station: created, previous: null }, { created: created.id, previous: null })
    }
    const [previous] = await delivery.listPickupStations({ id }, { take: 1 })
    if (!previous) throw notFound(NO_STATION_FOUND)
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
    const updated = await delivery.updatePickupStations({ id, ...changes })
    return new StepResponse<Saved, Undo>({ station: updated, previous }, { created: null, previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
    if (undo.created) await delivery.deletePickupStations(undo.created)
    if (undo.previous) {
      const { id, name, town, county, opening_hours, address, landmark, phone, map_url, is_active } = undo.previous
      await delivery.updatePickupStations({ id, name, town, county, opening_hours, address, landmark, phone, map_url, is_active })
    }
  }
)
