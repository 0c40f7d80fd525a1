import { AWAITING_DELIVERY_DETAILS, DELIVERY_OPTION_NAMES, type DeliveryOption, type DeliveryState } from "./delivery-rules"
import { toShillings } from "../money"
import { arrivalText } from "./arrival"

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
  /** The station's street address, landmark, phone and map link as they were when the order was placed. */
  stationAddress?: string | null
  stationLandmark?: string | null
  stationPhone?: string | null
  stationMapUrl?: string | null
  feeCents: number
  /** The promised arrival days (`YYYY-MM-DD`, shop's time zone) fixed when the delivery was chosen; absent on older orders. */
  arrivesFrom?: string | null
  arrivesTo?: string | null
  /** A pickup order's collection code: only the buyer sees it (never in the order's JSON). */
  collectionCode?: string | null
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
  stationAddress: null,
  stationLandmark: null,
  stationPhone: null,
  stationMapUrl: null,
  feeCents: 0,
  arrivesFrom: null,
  arrivesTo: null,
  collectionCode: null,
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
    station: delivery.stationName
      ? {
          _id: delivery.stationId,
          name: delivery.stationName,
          openingHours: delivery.stationHours,
          address: delivery.stationAddress ?? null,
          landmark: delivery.stationLandmark ?? null,
          phone: delivery.stationPhone ?? null,
          mapUrl: delivery.stationMapUrl ?? null,
        }
      : null,
    fee: toShillings(delivery.feeCents),
    arrives: delivery.arrivesFrom && delivery.arrivesTo ? { from: delivery.arrivesFrom, to: delivery.arrivesTo } : null,
  }
}

export type DeliveryJson = ReturnType<typeof toDeliveryJson>

/** "Arrives Tue 3 – Wed 4 Dec" for an order with a promise, else null (for SMS and e-mails). */
export const deliveryArrival = (delivery: Pick<DeliveryJson, "arrives">): string | null =>
  delivery.arrives ? arrivalText(delivery.arrives) : null

/** One line for e-mails and SMS: where the order goes (and when it arrives), or that the buyer has not said yet. */
export function describeDelivery(delivery: DeliveryJson): string {
  if (delivery.state !== "Ready") return AWAITING_DELIVERY_DETAILS
  const phone = delivery.phone ? `, rider to call ${delivery.phone}` : ""
  const arrival = deliveryArrival(delivery)
  const arrives = arrival ? `. ${arrival}` : ""
  if (delivery.station) {
    const { station } = delivery
    const hours = station.openingHours ? ` (open ${station.openingHours})` : ""
    const where = [station.name, station.address, station.landmark && `near ${station.landmark}`, delivery.town, `${delivery.county} County`]
    return `${delivery.optionName}: ${where.filter(Boolean).join(", ")}${hours}${phone}${arrives}`
  }
  const place = [delivery.address, delivery.landmark && `near ${delivery.landmark}`, delivery.town, `${delivery.county} County`]
  return `${delivery.optionName}: ${place.filter(Boolean).join(", ")}${phone}${arrives}`
}
