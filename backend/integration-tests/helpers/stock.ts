import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The shop's stock rule, the crash test's "reservations = open lines": for every inventory item,
 * the reserved quantity of its levels and the sum of its reservations both equal the quantity of
 * the open lines of its variant (of a product that exists: a deleted product's inventory item and
 * variant links are gone, and so is its stock): lines of an order that is not cancelled whose status (no record:
 * Not processed) is Not processed or Processing. Shipped, delivered and cancelled lines hold no
 * reservation (their stock has left with a fulfilment or gone back). Returns the items that break it.
 */
export async function stockRuleBreaks(container: MedusaContainer, skus: string[]) {
  const { rows } = await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(
    `SELECT ii.sku,
       (SELECT coalesce(sum(il.reserved_quantity), 0) FROM inventory_level il
         WHERE il.inventory_item_id = ii.id AND il.deleted_at IS NULL)::int AS reserved,
       (SELECT coalesce(sum(r.quantity), 0) FROM reservation_item r
         WHERE r.inventory_item_id = ii.id AND r.deleted_at IS NULL)::int AS reservations,
       (SELECT coalesce(sum(oi.quantity), 0) FROM order_item oi
         JOIN "order" o ON o.id = oi.order_id AND o.version = oi.version AND o.deleted_at IS NULL AND o.status <> 'canceled'
         JOIN order_line_item li ON li.id = oi.item_id
         JOIN product_variant_inventory_item vii ON vii.variant_id = li.variant_id AND vii.deleted_at IS NULL
         LEFT JOIN order_line ol ON ol.line_item_id = li.id AND ol.deleted_at IS NULL
         WHERE vii.inventory_item_id = ii.id AND oi.deleted_at IS NULL
           AND coalesce(ol.status, 'Not processed') IN ('Not processed', 'Processing'))::int AS open_lines
     FROM inventory_item ii WHERE ii.sku = ANY(?) AND ii.deleted_at IS NULL`,
    [skus]
  )
  return (rows as { sku: string; reserved: number; reservations: number; open_lines: number }[]).filter(
    (row) => row.reserved !== row.open_lines || row.reservations !== row.open_lines
  )
}
