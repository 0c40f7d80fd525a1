import crypto from "crypto"
import { AbstractAuthModuleProvider, MedusaError } from "@medusajs/framework/utils"
import type {
  AuthenticationInput,
  AuthenticationResponse,
  AuthIdentityProviderService,
  Logger,
} from "@medusajs/framework/types"
import { notAllowed } from "../../domain/errors"

export type OAuthProviderOptions = {
  authorizationUrl: string
  tokenUrl: string
  userInfoUrl: string
  clientId: string
  clientSecret: string
  callbackUrl: string
  scope: string
}

type UserInfo = {
  sub?: string
  id?: string
  email?: string
  name?: string
  given_name?: string
  family_name?: string
  first_name?: string
  last_name?: string
}

const STATE_TTL_SECONDS = 10 * 60

/**
 * A plain OAuth 2 authorization-code provider whose endpoints are configuration, so the
 * same code signs in with Google, Facebook, or a local mock provider in tests. The
 * profile comes from the provider's user-info endpoint.
 */
class OAuthProviderService extends AbstractAuthModuleProvider {
  static identifier = "oauth2"
  static DISPLAY_NAME = "OAuth 2"
  protected config_: OAuthProviderOptions
  protected logger_: Logger

  static validateOptions(options: Partial<OAuthProviderOptions>) {
    for (const key of ["authorizationUrl", "tokenUrl", "userInfoUrl", "clientId", "clientSecret", "callbackUrl"] as const) {
      if (!options[key]) {
        throw new Error(`OAuth provider option ${key} is required`)
      }
    }
  }

  constructor({ logger }: { logger: Logger }, options: OAuthProviderOptions) {
    super()
    this.config_ = options
    this.logger_ = logger
  }

  async register(): Promise<AuthenticationResponse> {
    throw notAllowed("Sign up through the provider's sign-in instead.")
  }

  async authenticate(_req: AuthenticationInput, authIdentityService: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const state = crypto.randomBytes(32).toString("hex")
    await authIdentityService.setState(state, { callback_url: this.config_.callbackUrl }, STATE_TTL_SECONDS)
    const url = new URL(this.config_.authorizationUrl)
    url.searchParams.set("client_id", this.config_.clientId)
    url.searchParams.set("redirect_uri", this.config_.callbackUrl)
    url.searchParams.set("response_type", "code")
    url.searchParams.set("scope", this.config_.scope)
    url.searchParams.set("state", state)
    return { success: true, location: url.toString() }
  }

  async validateCallback(req: AuthenticationInput, authIdentityService: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const query = (req.query ?? {}) as Record<string, string>
    if (query.error) {
      return { success: false, error: query.error_description || query.error }
    }
    if (!query.code || !query.state) {
      return { success: false, error: "The provider sent no authorization code." }
    }
    const state = await authIdentityService.getState(query.state)
    if (!state) {
      return { success: false, error: "The sign-in took too long or was not started here. Please try again." }
    }
    try {
      const accessToken = await this.exchangeCode(query.code, String(state.callback_url))
      const profile = await this.fetchProfile(accessToken)
      const entityId = profile.sub ?? profile.id
      if (!entityId || !profile.email) {
        return { success: false, error: "The provider did not share an e-mail address." }
      }
      const userMetadata = {
        email: profile.email.toLowerCase(),
        first_name: profile.given_name ?? profile.first_name ?? profile.name?.split(" ")[0] ?? "",
        last_name: profile.family_name ?? profile.last_name ?? profile.name?.split(" ").slice(1).join(" ") ?? "",
      }
      const authIdentity = await authIdentityService
        .retrieve({ entity_id: String(entityId) })
        .catch(async (error: MedusaError) => {
          if (error.type !== MedusaError.Types.NOT_FOUND) throw error
          return authIdentityService.create({ entity_id: String(entityId), user_metadata: userMetadata })
        })
      return { success: true, authIdentity }
    } catch (error) {
      this.logger_.warn(`OAuth sign-in failed: ${(error as Error).message}`)
      return { success: false, error: "The sign-in could not be completed." }
    }
  }

  private async exchangeCode(code: string, redirectUri: string) {
    const response = await fetch(this.config_.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: this.config_.clientId,
        client_secret: this.config_.clientSecret,
      }),
    })
    if (!response.ok) {
      throw new Error(`token endpoint answered ${response.status}`)
    }
    const body = (await response.json()) as { access_token?: string }
    if (!body.access_token) {
      throw new Error("token endpoint sent no access token")
    }
    return body.access_token
  }

  private async fetchProfile(accessToken: string): Promise<UserInfo> {
    const response = await fetch(this.config_.userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    })
    if (!response.ok) {
      throw new Error(`user-info endpoint answered ${response.status}`)
    }
    return (await response.json()) as UserInfo
  }
}

export default OAuthProviderService
