import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { REGION_NAME } from "../../domain/shop-constants"
import { unexpectedState } from "../../domain/errors"

/** The Kenya region, the store's sales channel and the free delivery option that carts use. */
export async function loadShopSetup(container: MedusaContainer) {
  const [[region], [store], [shippingOption]] = await Promise.all([
    container.resolve(Modules.REGION).listRegions({ name: REGION_NAME }, { take: 1 }),
    container.resolve(Modules.STORE).listStores({}, { take: 1 }),
    container.resolve(Modules.FULFILLMENT).listShippingOptions({ name: "Free delivery" }, { take: 1 }),
  ])
  if (!region || !store?.default_sales_channel_id || !shippingOption) {
    throw unexpectedState("The shop is not set up for checkout (run the seed).")
  }
  return { regionId: region.id, salesChannelId: store.default_sales_channel_id, shippingOptionId: shippingOption.id }
}
