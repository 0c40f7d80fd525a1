import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { productInventoryItemIds } from "../../../queries/catalogue/product-inventory"

/** The inventory items of a product (reads only). */
export const loadProductStockStep = createStep("load-product-stock", async (productId: string, { container }) => {
  return new StepResponse(await productInventoryItemIds(container, productId))
})
