import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AuthenticationInput } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { socialProviderOptions, type SocialProvider } from "../../../config/auth"
import { createSocialAccountWorkflow } from "../../../workflows/accounts/create-social-account"
import { issueToken } from "../../http/token"

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
      try {
        const { result } = await createSocialAccountWorkflow(req.scope).run({ input: { authIdentityId: authIdentity.id, provider } })
        customerId = result.customer.id
      } catch (refusal) {
        logger.info((refusal as Error).message)
        return res.redirect(FAILURE_REDIRECT)
      }
    }
    const token = issueToken(req.scope, customerId, authIdentity.id)
    res.redirect(`/#/auth/success?token=${encodeURIComponent(token)}`)
  }
}
