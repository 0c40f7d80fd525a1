import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

const DEFAULT_ENDPOINTS: Record<SocialProvider, { authorizationUrl: string; tokenUrl: string; userInfoUrl: string; scope: string }> = {
  google: {
    authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
    scope: "openid email profile",
  },
  facebook: {
    authorizationUrl: "https://www.facebook.com/v19.0/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v19.0/oauth/access_token",
    userInfoUrl: "https://graph.facebook.com/me?fields=id,name,email,first_name,last_name",
    scope: "email public_profile",
  },
}

/** A social provider's settings from `<NAME>_CLIENT_ID`, `_CLIENT_SECRET` and optional endpoint overrides. */
export function socialProviderOptions(name: SocialProvider, env = process.env) {
  const prefix = name.toUpperCase()
  const clientId = env[`${prefix}_CLIENT_ID`]
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]
  if (!clientId || !clientSecret) {
    return null
  }
  const defaults = DEFAULT_ENDPOINTS[name]
  const shopUrl = env.SHOP_URL || `http://localhost:${env.PORT || 9000}`
  return {
    clientId,
    clientSecret,
    authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`] || defaults.authorizationUrl,
    tokenUrl: env[`${prefix}_TOKEN_URL`] || defaults.tokenUrl,
    userInfoUrl: env[`${prefix}_USERINFO_URL`] || defaults.userInfoUrl,
    scope: env[`${prefix}_SCOPE`] || defaults.scope,
    callbackUrl: `${shopUrl}/api/auth/${name}/callback`,
  }
}

/**
 * The scrypt parameters of stored passwords: Medusa's emailpass default (logN 15: slow on purpose),
 * lighter in tests. Sign-in spends the same work on an e-mail that has no password (equal-work.ts).
 */
export function passwordHashConfig(env = process.env) {
  return env.NODE_ENV === "test" ? { logN: 12, r: 8, p: 1 } : { logN: 15, r: 8, p: 1 }
}

/** Medusa's auth module: e-mail and password, plus each configured social provider. */
export function authModule() {
  const providers: { resolve: string; id: string; options: Record<string, unknown> }[] = [
    { resolve: "@medusajs/medusa/auth-emailpass", id: "emailpass", options: { hashConfig: passwordHashConfig() } },
  ]
  for (const name of SOCIAL_PROVIDERS) {
    const options = socialProviderOptions(name)
    if (options) {
      providers.push({ resolve: "./src/modules/oauth-provider", id: name, options })
    }
  }
  return {
    resolve: "@medusajs/medusa/auth",
    dependencies: [Modules.CACHE, ContainerRegistrationKeys.LOGGER],
    options: { providers },
  }
}
