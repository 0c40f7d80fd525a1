import type { DeliveryJson } from "../domain/delivery/order-delivery"
import { deliveryArrival } from "../domain/delivery/order-delivery"
import { SHOP_NAME } from "./layout"

/**
 * The buyer's collection code for a pickup order: the code, where to collect (station, address,
 * landmark, phone) and when it arrives. GSM characters only (the arrival's dash is a hyphen), so it
 * is not sent as a 70-character UCS-2 text.
 */
export function collectionCodeSms(order: { number: string; delivery: DeliveryJson }, code: string): string {
  const station = order.delivery.station
  const where = [station?.name, station?.address, station?.landmark && `near ${station.landmark}`, order.delivery.town].filter(Boolean).join(", ")
  const phone = station?.phone ? ` Tel ${station.phone}.` : ""
  const arrival = deliveryArrival(order.delivery)
  const arrives = arrival ? ` ${arrival.replace(/\u2013/g, "-")}.` : ""
  return `${SHOP_NAME}: your collection code for order ${order.number} is ${code}. Collect at ${where}.${phone}${arrives} Show this code at the station.`
}
