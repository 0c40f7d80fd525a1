import type { MedusaContainer } from "@medusajs/framework/types"
import { DELIVERY_MODULE, type DeliveryModuleService } from "../../modules/delivery"
import { KENYAN_COUNTIES } from "../../domain/delivery/counties"
import { DELIVERY_OPTIONS, type DeliveryOption } from "../../domain/delivery/delivery-rules"
import { toShillings } from "../../domain/money"
import { arrivalWindow, shopDay, type DeliveryDays } from "../../domain/delivery/arrival"
import { SHOP_TIME_ZONE } from "../../config/time-zone"

export type StationJson = {
  _id: string
  name: string
  town: string
  county: string
  openingHours: string
  address: string | null
  landmark: string | null
  phone: string | null
  mapUrl: string | null
  isActive: boolean
}

type StoredStation = {
  id: string
  name: string
  town: string
  county: string
  opening_hours: string
  address?: string | null
  landmark?: string | null
  phone?: string | null
  map_url?: string | null
  is_active: boolean
}

export const toStationJson = (station: StoredStation): StationJson => ({
  _id: station.id,
  name: station.name,
  town: station.town,
  county: station.county,
  openingHours: station.opening_hours,
  address: station.address ?? null,
  landmark: station.landmark ?? null,
  phone: station.phone ?? null,
  mapUrl: station.map_url ?? null,
  isActive: station.is_active,
})

/** The fee, in cents, of each option to each county that has one set (the others deliver free). */
export async function loadFeeTable(container: MedusaContainer) {
  const fees = await container.resolve<DeliveryModuleService>(DELIVERY_MODULE).listDeliveryFees({}, { take: null })
  return new Map(fees.map((fee) => [`${fee.county}|${fee.option}`, fee.amount_cents]))
}

export const feeCentsOf = (table: Map<string, number>, county: string | null, option: DeliveryOption) =>
  (county && table.get(`${county}|${option}`)) || 0

/** The days the admin promised for each option to each county that has a promise. */
export async function loadDaysTable(container: MedusaContainer) {
  const rows = await container.resolve<DeliveryModuleService>(DELIVERY_MODULE).listDeliveryDays({}, { take: null })
  return new Map(rows.map((row) => [`${row.county}|${row.option}`, { minDays: row.min_days, maxDays: row.max_days }]))
}

export const daysOf = (table: Map<string, DeliveryDays>, county: string | null, option: DeliveryOption) =>
  (county && table.get(`${county}|${option}`)) || null

const perOption = <T>(value: (option: DeliveryOption) => T) =>
  Object.fromEntries(DELIVERY_OPTIONS.map((option) => [option, value(option)])) as Record<DeliveryOption, T>

/**
 * What checkout and the admin's delivery page show: the 47 counties, each one's fee per option
 * (Kes.; 0 is free), the days promised per option and the dates an order placed now arrives
 * between (null: no promise), and the pickup stations (active ones only, unless `allStations` for
 * the admin).
 */
export async function loadDeliveryOptions(container: MedusaContainer, { allStations = false, now = new Date() } = {}) {
  const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
  const [table, daysTable, stations] = await Promise.all([
    loadFeeTable(container),
    loadDaysTable(container),
    delivery.listPickupStations(allStations ? {} : { is_active: true }, { take: null, order: { county: "ASC", name: "ASC" } }),
  ])
  const today = shopDay(now, SHOP_TIME_ZONE)
  return {
    today,
    counties: KENYAN_COUNTIES.map((county) => ({
      name: county,
      fees: perOption((option) => toShillings(feeCentsOf(table, county, option))),
      days: perOption((option) => daysOf(daysTable, county, option)),
      arrives: perOption((option) => arrivalWindow(today, daysOf(daysTable, county, option))),
    })),
    stations: stations.map(toStationJson),
  }
}
