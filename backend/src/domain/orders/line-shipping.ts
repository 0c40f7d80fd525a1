import type { LineStatus, ShippingMethod } from "./line-status"
import { MedusaError } from "@medusajs/framework/utils"

/**
 * Who carries a shipped line (issue item 13): the seller's rider (name, Kenyan phone as +2547…) or
 * a courier (its name and the waybill). Stored on the line and sent with its Shipped event.
 */
export type LineShipping = {
  method: ShippingMethod
  riderName: string | null
  riderPhone: string | null
  courier: string | null
  waybill: string | null
}

/** The statuses a seller sets on several lines at once. */
export const BULK_LINE_STATUSES = ["Processing", "Shipped"] as const satisfies readonly LineStatus[]
export type BulkLineStatus = (typeof BULK_LINE_STATUSES)[number]

/** At most this many lines in one bulk change. */
export const BULK_LINES_MAX = 100

/** The order_line columns of a line's shipping (all null to clear them). */
export function shippingColumns(shipping: LineShipping | null) {
  return {
    shipped_by: shipping?.method ?? null,
    rider_name: shipping?.riderName ?? null,
    rider_phone: shipping?.riderPhone ?? null,
    courier: shipping?.courier ?? null,
    waybill: shipping?.waybill ?? null,
  }
}

type ShippingColumns = ReturnType<typeof shippingColumns>

/** A line's shipping as the API shows it, or null when nobody was named. */
export function lineShippingJson(record: Partial<ShippingColumns> | undefined | null): LineShipping | null {
  if (!record?.shipped_by) return null
  return {
    method: record.shipped_by,
    riderName: record.rider_name ?? null,
    riderPhone: record.rider_phone ?? null,
    courier: record.courier ?? null,
    waybill: record.waybill ?? null,
  }
}

/**
 * An error of one line of a bulk change, naming the line: "Blue Kikoi: This item can only move to
 * Processing." Its kind (400, 403, 404) stays the rule's.
 */
export function namedLineError(name: string, error: unknown): unknown {
  if (!MedusaError.isMedusaError(error)) return error
  const e = error as MedusaError
  return new MedusaError(e.type, `${name}: ${e.message}`)
}
