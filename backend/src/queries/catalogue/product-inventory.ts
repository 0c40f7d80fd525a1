import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The inventory items that hold a product's stock (one per variant that manages stock). */
export async function productInventoryItemIds(container: MedusaContainer, productId: string): Promise<string[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "variants.id", "variants.inventory_items.inventory_item_id"],
    filters: { id: productId },
  })
  // Typed here: on a clean clone (no generated .medusa/types) the graph's rows are untyped.
  type Variant = { inventory_items?: ({ inventory_item_id?: string | null } | null)[] | null } | null
  const variants = (data[0]?.variants ?? []) as Variant[]
  const ids = variants.flatMap((variant) => (variant?.inventory_items ?? []).map((item) => item?.inventory_item_id))
  return [...new Set(ids.filter((id): id is string => Boolean(id)))]
}
