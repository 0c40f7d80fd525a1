import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DELIVERY_MODULE, type DeliveryModuleService } from "../../modules/delivery"
import type { DeliveryFacts, SavedAddress, Station } from "../../domain/delivery/choose-delivery"
import { daysOf, feeCentsOf, loadDaysTable, loadFeeTable } from "./delivery-options"
import { shopDay } from "../../domain/delivery/arrival"
import { newCollectionCode } from "../../domain/delivery/collection-code"
import { SHOP_TIME_ZONE } from "../../config/time-zone"

/** What choosing an order's delivery needs: the buyer, their addresses, the station asked for, the fee and days tables, today. */
export async function loadDeliveryFacts(container: MedusaContainer, customerId: string, stationId?: string): Promise<DeliveryFacts> {
  const customers = container.resolve(Modules.CUSTOMER)
  const [customer, addresses, stations, fees, days] = await Promise.all([
    customers.retrieveCustomer(customerId, { select: ["id", "email", "first_name", "last_name", "phone"] }),
    customers.listCustomerAddresses(
      { customer_id: customerId },
      { select: ["id", "address_1", "address_2", "city", "province", "phone", "is_default_shipping", "metadata", "created_at"], take: null }
    ),
    stationId ? container.resolve<DeliveryModuleService>(DELIVERY_MODULE).listPickupStations({ id: stationId }, { take: 1 }) : [],
    loadFeeTable(container),
    loadDaysTable(container),
  ])
  const ordered = [...addresses].sort(
    (a, b) => Number(b.is_default_shipping) - Number(a.is_default_shipping) || +new Date(b.created_at) - +new Date(a.created_at)
  )
  return {
    recipient: [customer.first_name, customer.last_name].filter(Boolean).join(" ") || customer.email,
    profilePhone: customer.phone ?? null,
    addresses: ordered as SavedAddress[],
    station: (stations[0] as Station | undefined) ?? null,
    feeCents: (county, option) => feeCentsOf(fees, county, option),
    deliveryDays: (county, option) => daysOf(days, county, option),
    today: shopDay(new Date(), SHOP_TIME_ZONE),
    newCollectionCode,
  }
}
