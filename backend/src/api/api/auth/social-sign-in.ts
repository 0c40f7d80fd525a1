import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AuthenticationInput } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { socialProviderOptions, type SocialProvider } from "../../../config/auth"
import { createShopAccountWorkflow } from "../../../workflows/accounts/create-shop-account"
import { issueToken } from "../../../workflows/accounts/token"

const FAILURE_REDIRECT = "/#/login"

function authInput(req: MedusaRequest): AuthenticationInput {
  return {
    url: req.url,
    headers: req.headers as Record<string, string>,
    query: req.query as Record<string, string>,
    body: {},
    protocol: req.protocol,
  }
}

/** `GET /api/auth/{provider}`: sends the browser to the provider's consent page. */
export function startSocialSignIn(provider: SocialProvider) {
  return async (req: MedusaRequest, res: MedusaResponse) => {
    if (!socialProviderOptions(provider)) {
      return res.redirect(FAILURE_REDIRECT)
    }
    const result = await req.scope.resolve(Modules.AUTH).authenticate(provider, authInput(req))
    res.redirect(result.success && result.location ? result.location : FAILURE_REDIRECT)
  }
}

/**
 * `GET /api/auth/{provider}/callback`: a first sign-in creates a member account, a
 * returning one signs in; either way the storefront receives the token.
 */
export function finishSocialSignIn(provider: SocialProvider) {
  return async (req: MedusaRequest, res: MedusaResponse) => {
    const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
    if (!socialProviderOptions(provider)) {
      return res.redirect(FAILURE_REDIRECT)
    }
    const auth = req.scope.resolve(Modules.AUTH)
    const { success, authIdentity, error } = await auth.validateCallback(provider, authInput(req))
    if (!success || !authIdentity) {
      logger.info(`${provider} sign-in refused: ${error}`)
      return res.redirect(FAILURE_REDIRECT)
    }

    let customerId = authIdentity.app_metadata?.customer_id as string | undefined
    if (!customerId) {
      const [identity] = await auth.listProviderIdentities({ auth_identity_id: authIdentity.id, provider })
      const profile = (identity?.user_metadata ?? {}) as { email?: string; first_name?: string; last_name?: string }
      const clash = profile.email
        ? await req.scope.resolve(Modules.CUSTOMER).listCustomers({ email: profile.email, has_account: true })
        : []
      if (!profile.email || clash.length) {
        logger.info(`${provider} sign-in refused: the e-mail is missing or already has an account`)
        return res.redirect(FAILURE_REDIRECT)
      }
      const { result } = await createShopAccountWorkflow(req.scope).run({
        input: {
          authIdentityId: authIdentity.id,
          email: profile.email,
          firstName: profile.first_name ?? "",
          lastName: profile.last_name ?? "",
          provider,
        },
      })
      customerId = result.customer.id
    }
    const token = issueToken(req.scope, customerId, authIdentity.id)
    res.redirect(`/#/auth/success?token=${encodeURIComponent(token)}`)
  }
}
