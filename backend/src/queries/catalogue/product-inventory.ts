import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The inventory items that hold a product's stock (one per variant that manages stock). */
export async function productInventoryItemIds(container: MedusaContainer, productId: string) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "variants.id", "variants.inventory_items.inventory_item_id"],
    filters: { id: productId },
  })
  const ids = (data[0]?.variants ?? []).flatMap((variant) => (variant?.inventory_items ?? []).map((item) => item?.inventory_item_id))
  return [...new Set(ids.filter((id): id is string => Boolean(id)))]
}
