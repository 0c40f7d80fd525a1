import { shopTimeZone } from "../domain/format/dates"

/** The shop's time zone (SHOP_TIME_ZONE, default Africa/Nairobi), checked when loaded: an unknown zone stops the server at start. */
export const SHOP_TIME_ZONE = shopTimeZone(process.env)
