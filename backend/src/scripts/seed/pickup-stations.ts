import type { MedusaContainer } from "@medusajs/framework/types"
import { DELIVERY_MODULE, type DeliveryModuleService } from "../../modules/delivery"

/** Pickup stations of a new shop (the admin keeps the list from then on); fees start free. */
export const PICKUP_STATIONS = [
  { name: "Moi Avenue Pickup", town: "Nairobi CBD", county: "Nairobi", opening_hours: "Mon–Sat 8:00–20:00" },
  { name: "Westlands Pickup", town: "Westlands", county: "Nairobi", opening_hours: "Every day 9:00–21:00" },
  { name: "Nyali Pickup", town: "Nyali", county: "Mombasa", opening_hours: "Mon–Sat 8:30–19:00" },
  { name: "Mega Plaza Pickup", town: "Kisumu", county: "Kisumu", opening_hours: "Mon–Sat 8:00–19:00" },
  { name: "Westside Mall Pickup", town: "Nakuru", county: "Nakuru", opening_hours: "Mon–Sat 9:00–19:00" },
]

/** Adds the stations a shop has none of yet (by name), so seeding again adds nothing twice. */
export async function ensurePickupStations(container: MedusaContainer) {
  const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
  const existing = new Set((await delivery.listPickupStations({}, { select: ["name"], withDeleted: true, take: null })).map((s) => s.name))
  const missing = PICKUP_STATIONS.filter((station) => !existing.has(station.name))
  if (missing.length) await delivery.createPickupStations(missing)
  return missing.length
}
