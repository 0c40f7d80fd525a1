import { shopUrl } from "./layout"

/**
 * The links a shopper's notices carry, by the order's DK number (never its internal id): the order's
 * short tracking page `/o/{number}` (what SMS link to), and support opened about the order.
 */
export const orderTrackUrl = (number: string) => `${shopUrl()}/o/${encodeURIComponent(number)}`

export const orderSupportUrl = (number: string) => `${shopUrl()}/#/support?order=${encodeURIComponent(number)}`

/** The "Need help?" link at the foot of every order e-mail: support, opened with the order. */
export const orderHelp = (number: string) => ({ label: "Need help?", url: orderSupportUrl(number) })
