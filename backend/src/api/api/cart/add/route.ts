import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { idempotentReply } from "../../../../lib/http/idempotent"
import { bodyOf } from "../../../../lib/http/validate"
import { StepTimer } from "../../../../lib/http/step-timer"
import { createShopCartWorkflow } from "../../../../workflows/create-shop-cart"
import type { AddToCartBody } from "../validators"

/** A cart in Kenya (KES) for the signed-in shopper, priced and ready to be ordered. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { products } = bodyOf<typeof AddToCartBody>(req)
  const timer = new StepTimer()
  const reply = await timer.time("workflow", () =>
    idempotentReply(req, `cart/add ${req.account.customerId}`, async () => {
      const { result } = await createShopCartWorkflow(req.scope).run({ input: { customerId: req.account.customerId, products } })
      return { success: true, cartId: result.cartId }
    })
  )
  timer.send(res)
  res.json(reply)
}
