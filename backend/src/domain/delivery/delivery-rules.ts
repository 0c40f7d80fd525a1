export const DELIVERY_OPTIONS = ["home", "pickup"] as const
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number]

export const DELIVERY_OPTION_NAMES: Record<DeliveryOption, string> = {
  home: "Home delivery",
  pickup: "Pickup station",
}

/** An order placed with nowhere to deliver to waits for the shopper to say where. */
export const DELIVERY_STATES = ["Awaiting delivery details", "Ready"] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

export const AWAITING_DELIVERY_DETAILS: DeliveryState = "Awaiting delivery details"
