import { AWAITING_DELIVERY_DETAILS, DELIVERY_OPTION_NAMES, fromCents, type DeliveryOption, type DeliveryState } from "./delivery-rules"

/**
 * Where an order goes, as copied into the order's metadata when it is placed (a later edit of
 * the address book does not move it): the recipient, the rider's phone, the address or pickup
 * station and the fee in cents.
 */
export type StoredDelivery = {
  state: DeliveryState
  option: DeliveryOption
  recipient: string
  phone: string | null
  county: string | null
  town: string | null
  address: string | null
  landmark: string | null
  stationId: string | null
  stationName: string | null
  stationHours: string | null
  feeCents: number
}

/** An order with nowhere to deliver to yet (also every order placed before deliveries were recorded). */
export const awaitingDelivery = (recipient = "", phone: string | null = null): StoredDelivery => ({
  state: AWAITING_DELIVERY_DETAILS,
  option: "home",
  recipient,
  phone,
  county: null,
  town: null,
  address: null,
  landmark: null,
  stationId: null,
  stationName: null,
  stationHours: null,
  feeCents: 0,
})

/** The delivery as the API shows it (fee in Kes.). */
export function toDeliveryJson(stored: StoredDelivery | null | undefined) {
  const delivery = stored ?? awaitingDelivery()
  return {
    state: delivery.state,
    option: delivery.option,
    optionName: DELIVERY_OPTION_NAMES[delivery.option],
    recipient: delivery.recipient,
    phone: delivery.phone,
    county: delivery.county,
    town: delivery.town,
    address: delivery.address,
    landmark: delivery.landmark,
    station: delivery.stationName ? { _id: delivery.stationId, name: delivery.stationName, openingHours: delivery.stationHours } : null,
    fee: fromCents(delivery.feeCents),
  }
}

export type DeliveryJson = ReturnType<typeof toDeliveryJson>

/** One line for e-mails and SMS: where the order goes, or that the buyer has not said yet. */
export function describeDelivery(delivery: DeliveryJson): string {
  if (delivery.state !== "Ready") return AWAITING_DELIVERY_DETAILS
  const phone = delivery.phone ? `, rider to call ${delivery.phone}` : ""
  if (delivery.station) {
    const hours = delivery.station.openingHours ? ` (open ${delivery.station.openingHours})` : ""
    return `${delivery.optionName}: ${delivery.station.name}, ${delivery.town}, ${delivery.county} County${hours}${phone}`
  }
  const place = [delivery.address, delivery.landmark && `near ${delivery.landmark}`, delivery.town, `${delivery.county} County`]
  return `${delivery.optionName}: ${place.filter(Boolean).join(", ")}${phone}`
}
