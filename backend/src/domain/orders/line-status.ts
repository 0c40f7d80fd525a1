/** Where one order line is (spec §4); a line without a record is "Not processed". */
export const LINE_STATUSES = ["Not processed", "Processing", "Shipped", "Delivered", "Cancelled"] as const
export type LineStatus = (typeof LINE_STATUSES)[number]

/** Who takes a shipped line to the buyer: a rider (name and phone) or a courier (its name and the waybill). */
export const SHIPPING_METHODS = ["rider", "courier"] as const
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]
