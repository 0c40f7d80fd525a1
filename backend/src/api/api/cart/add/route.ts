import type { MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { toCartItems } from "../../../../lib/orders/cart-items"
import { loadShopSetup } from "../../../../lib/orders/shop-setup"
import { AddToCartBody } from "../validators"
import { StepTimer } from "../../../../lib/http/step-timer"

/** A Medusa cart in Kenya (KES) for the signed-in shopper. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { products } = parseInput(AddToCartBody, req.body)
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const timer = new StepTimer()
  const [items, setup, customer] = await timer.time("check", () => Promise.all([
    toCartItems(knex, products),
    loadShopSetup(req.scope),
    req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.account.customerId),
  ]))
  const { result } = await timer.time("create", () => createCartWorkflow(req.scope).run({
    input: {
      region_id: setup.regionId,
      sales_channel_id: setup.salesChannelId,
      customer_id: customer.id,
      email: customer.email,
      currency_code: "kes",
      shipping_address: { country_code: "ke", first_name: customer.first_name ?? "", last_name: customer.last_name ?? "" },
      items,
    },
  }))
  timer.send(res)
  res.json({ success: true, cartId: result.id })
}
