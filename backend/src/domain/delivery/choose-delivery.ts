import { countyNamed } from "./counties"
import type { DeliveryOption } from "./delivery-rules"
import { formatFeeCents, toCents } from "../money"
import { awaitingDelivery, type StoredDelivery } from "./order-delivery"
import { invalid, notFound } from "../errors"
import { toKenyanPhone } from "../notifications/kenyan-phone"
import { arrivalWindow, type DeliveryDays } from "./arrival"

/** What the shopper asked for; every field may be missing (the spec's own clients send none). */
export type DeliveryRequest = {
  addressId?: string
  phone?: string
  option?: DeliveryOption
  stationId?: string
  /** The fee the shopper was shown, in Kes.; a different fee now refuses the order. */
  fee?: number
  /**
   * Set by the shop only (request bodies never carry it): the delivery as it was resolved when an
   * M-Pesa prompt was sent, its fee in the amount charged; the order paid by that prompt takes it as it is.
   */
  resolved?: StoredDelivery
}

export type SavedAddress = {
  id: string
  address_1: string | null
  address_2: string | null
  city: string | null
  province: string | null
  phone: string | null
  is_default_shipping: boolean
  metadata: Record<string, unknown> | null
}

export type Station = {
  id: string
  name: string
  town: string
  county: string
  opening_hours: string
  is_active: boolean
  address?: string | null
  landmark?: string | null
  phone?: string | null
  map_url?: string | null
}

export type DeliveryFacts = {
  recipient: string
  profilePhone: string | null
  /** The shopper's addresses, default first, then newest first. */
  addresses: SavedAddress[]
  station: Station | null
  feeCents: (county: string | null, option: DeliveryOption) => number
  /** The days the admin promised for an option to a county (null: no promise). */
  deliveryDays: (county: string | null, option: DeliveryOption) => DeliveryDays | null
  /** The day the delivery is chosen, `YYYY-MM-DD` in the shop's time zone. */
  today: string
  /** A fresh collection code for a pickup order. */
  newCollectionCode: () => string
}

export const NO_ADDRESS = "No address found."
export const NO_STATION = "Please choose a pickup station."
export const STATION_GONE = "This pickup station is no longer available. Please choose another one."
export const OUTSIDE_KENYA = "We deliver within Kenya only. Please choose an address in one of Kenya's counties."

const countyOf = (address: SavedAddress) => countyNamed((address.metadata?.county as string) ?? address.province)


/**
 * Where an order goes: a pickup station (which must be open for orders), or a home address (the
 * one named, else the default, else the newest; with none the order awaits delivery details).
 * The rider's phone is the one given, else the address's, else the profile's. The fee is the
 * county's for the option; a fee other than the one the shopper saw refuses the order. The
 * promised arrival days are fixed now (later changes to the promise leave the order alone), and a
 * pickup order gets its collection code.
 */
export function chooseDelivery(request: DeliveryRequest, facts: DeliveryFacts): StoredDelivery {
  const option = request.option ?? "home"
  let delivery: StoredDelivery
  if (option === "pickup") {
    if (!request.stationId) throw invalid(NO_STATION)
    if (!facts.station?.is_active) throw invalid(STATION_GONE)
    const { station } = facts
    delivery = {
      ...awaitingDelivery(facts.recipient),
      state: "Ready",
      option,
      county: station.county,
      town: station.town,
      stationId: station.id,
      stationName: station.name,
      stationHours: station.opening_hours,
      stationAddress: station.address ?? null,
      stationLandmark: station.landmark ?? null,
      stationPhone: station.phone ?? null,
      stationMapUrl: station.map_url ?? null,
      collectionCode: facts.newCollectionCode(),
    }
  } else {
    const address = request.addressId ? facts.addresses.find((a) => a.id === request.addressId) : facts.addresses[0]
    if (request.addressId && !address) throw notFound(NO_ADDRESS)
    const county = address ? countyOf(address) : null
    if (request.addressId && !county) throw invalid(OUTSIDE_KENYA)
    delivery =
      address && county
        ? {
            ...awaitingDelivery(facts.recipient),
            state: "Ready",
            county,
            town: address.city,
            address: address.address_1,
            landmark: address.address_2 || null,
          }
        : awaitingDelivery(facts.recipient)
  }
  const namedAddress = request.addressId ? facts.addresses.find((a) => a.id === request.addressId) : undefined
  delivery.phone =
    (request.phone && toKenyanPhone(request.phone)) ||
    toKenyanPhone(namedAddress?.phone ?? (option === "home" ? facts.addresses[0]?.phone : null)) ||
    toKenyanPhone(facts.profilePhone)
  delivery.feeCents = delivery.state === "Ready" ? facts.feeCents(delivery.county, option) : 0
  const window = delivery.state === "Ready" ? arrivalWindow(facts.today, facts.deliveryDays(delivery.county, option)) : null
  delivery.arrivesFrom = window?.from ?? null
  delivery.arrivesTo = window?.to ?? null
  if (request.fee !== undefined && toCents(request.fee) !== delivery.feeCents) {
    throw invalid(`The delivery fee is now ${formatFeeCents(delivery.feeCents)}. Please check your order and place it again.`)
  }
  return delivery
}
