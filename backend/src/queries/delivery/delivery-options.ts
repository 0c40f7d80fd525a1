import type { MedusaContainer } from "@medusajs/framework/types"
import { DELIVERY_MODULE } from "../../modules/delivery"
import type DeliveryModuleService from "../../modules/delivery/service"
import { KENYAN_COUNTIES } from "../../domain/delivery/counties"
import { fromCents, type DeliveryOption } from "../../domain/delivery/delivery-rules"

export type StationJson = { _id: string; name: string; town: string; county: string; openingHours: string; isActive: boolean }

type StoredStation = { id: string; name: string; town: string; county: string; opening_hours: string; is_active: boolean }

export const toStationJson = (station: StoredStation): StationJson => ({
  _id: station.id,
  name: station.name,
  town: station.town,
  county: station.county,
  openingHours: station.opening_hours,
  isActive: station.is_active,
})

/** The fee, in cents, of each option to each county that has one set (the others deliver free). */
export async function loadFeeTable(container: MedusaContainer) {
  const fees = await container.resolve<DeliveryModuleService>(DELIVERY_MODULE).listDeliveryFees({}, { take: null })
  return new Map(fees.map((fee) => [`${fee.county}|${fee.option}`, fee.amount_cents]))
}

export const feeCentsOf = (table: Map<string, number>, county: string | null, option: DeliveryOption) =>
  (county && table.get(`${county}|${option}`)) || 0

/**
 * What checkout and the admin's delivery page show: the 47 counties, each one's fee per option
 * (Kes.; 0 is free) and the pickup stations (active ones only, unless `allStations` for the admin).
 */
export async function loadDeliveryOptions(container: MedusaContainer, { allStations = false } = {}) {
  const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
  const [table, stations] = await Promise.all([
    loadFeeTable(container),
    delivery.listPickupStations(allStations ? {} : { is_active: true }, { take: null, order: { county: "ASC", name: "ASC" } }),
  ])
  return {
    counties: KENYAN_COUNTIES.map((county) => ({
      name: county,
      fees: { home: fromCents(feeCentsOf(table, county, "home")), pickup: fromCents(feeCentsOf(table, county, "pickup")) },
    })),
    stations: stations.map(toStationJson),
  }
}
