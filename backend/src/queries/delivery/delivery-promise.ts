import type { MedusaContainer } from "@medusajs/framework/types"
import { KENYAN_COUNTIES } from "../../domain/delivery/counties"
import { feeCentsOf, loadFeeTable } from "./delivery-options"
import type { DeliveryOption } from "../../domain/delivery/delivery-rules"

/**
 * What the home page may promise, straight from the fee table: the counties each option is free
 * to (in the counties' official order), so "Free delivery in Nairobi" shows only while it is true.
 */
export async function loadDeliveryPromise(container: MedusaContainer) {
  const fees = await loadFeeTable(container)
  const freeTo = (option: DeliveryOption) => KENYAN_COUNTIES.filter((county) => feeCentsOf(fees, county, option) === 0)
  return { counties: KENYAN_COUNTIES.length, freeHome: freeTo("home"), freePickup: freeTo("pickup") }
}
