import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { REGION_NAME } from "../../domain/shop-constants"
import { unexpectedState } from "../../domain/errors"
import { appKey } from "../app-key"

export type ShopSetup = { regionId: string; salesChannelId: string; shippingOptionId: string }

/**
 * The seed makes these once and nothing changes them while the shop runs, so each app reads them
 * once rather than with three queries per cart; a failed read is not kept.
 */
const setups = new WeakMap<object, Promise<ShopSetup>>()

/** The Kenya region, the store's sales channel and the free delivery option that carts use. */
export function loadShopSetup(container: MedusaContainer): Promise<ShopSetup> {
  const app = appKey(container)
  let setup = setups.get(app)
  if (!setup) {
    setup = readShopSetup(container)
    setups.set(app, setup)
    setup.catch(() => setups.delete(app))
  }
  return setup
}

async function readShopSetup(container: MedusaContainer): Promise<ShopSetup> {
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
