import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { idempotentReply } from "../../../http/idempotent"
import { bodyOf } from "../../../http/validate"
import { StepTimer } from "../../../../domain/step-timer"
import { createShopCartWorkflow } from "../../../../workflows/orders/create-shop-cart"
import type { AddToCartBody } from "../validators"
import { serverTimingOn } from "../../../../config/server-timing"

/** A cart in Kenya (KES) for the signed-in shopper, priced and ready to be ordered. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { products } = bodyOf<typeof AddToCartBody>(req)
  const timer = new StepTimer(serverTimingOn())
  const reply = await timer.time("workflow", () =>
    idempotentReply(req, `cart/add ${req.account.customerId}`, async () => {
      const { result } = await createShopCartWorkflow(req.scope).run({ input: { customerId: req.account.customerId, products } })
      return { success: true, cartId: result.cartId }
    })
  )
  timer.send(res)
  res.json(reply)
}
