import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { MERCHANT_MODULE } from "../../modules/merchant"
import type MerchantModuleService from "../../modules/merchant/service"
import { merchantSignupWorkflow } from "./merchant-signup"

export const EMAIL_IN_USE = "That email address is already in use."

type SignUp = { email: string; firstName: string; lastName: string; password: string }

/** Completes an invitation: a used, expired or unknown token, or another e-mail, changes nothing. */
export async function signUpMerchant(container: MedusaContainer, token: string, body: SignUp) {
  const { merchant } = await container.resolve<MerchantModuleService>(MERCHANT_MODULE).findOpenInvitation(token, body.email)
  const taken = await container.resolve(Modules.CUSTOMER).listCustomers({ email: body.email, has_account: true }, { take: 1 })
  if (taken.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, EMAIL_IN_USE)

  const auth = container.resolve(Modules.AUTH)
  const { success, authIdentity } = await auth.register("emailpass", { body: { email: body.email, password: body.password } })
  if (!success || !authIdentity) throw new MedusaError(MedusaError.Types.INVALID_DATA, EMAIL_IN_USE)
  try {
    await merchantSignupWorkflow(container).run({
      input: {
        merchantId: merchant.id,
        authIdentityId: authIdentity.id,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
      },
    })
  } catch (error) {
    await auth.deleteAuthIdentities([authIdentity.id])
    throw error
  }
}
