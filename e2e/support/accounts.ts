import { expect, type APIRequestContext, type Page } from "@playwright/test"
import type { NewAccount } from "../pages/signup"

export type Credentials = { email: string; password: string }
/** Who a test is signed in as, with the whole 'Bearer …' token the API gave. */
export type SignedIn = Credentials & { firstName: string; lastName: string; token: string }

type AuthReply = { token: string; user: { firstName: string; lastName: string } }

/** The storefront keeps the whole 'Bearer …' token in localStorage under this key (storefront/src/stores/auth). */
const TOKEN_KEY = "token"

/** A member nobody has registered yet. */
export const newAccount = (firstName: string): NewAccount => ({
  email: `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  firstName,
  lastName: "Mwangi",
  password: "first-secret-1",
})

async function authenticate(request: APIRequestContext, url: string, data: object, password: string): Promise<SignedIn> {
  const response = await request.post(url, { data })
  expect(response.ok(), `POST ${url} answered ${response.status()}`).toBeTruthy()
  const { token, user } = (await response.json()) as AuthReply
  expect(token).toMatch(/^Bearer /)
  return { email: (data as Credentials).email, password, firstName: user.firstName, lastName: user.lastName, token }
}

export const registerMember = (request: APIRequestContext, account: NewAccount) =>
  authenticate(request, "/api/auth/register", { isSubscribed: false, ...account }, account.password)

export const logIn = (request: APIRequestContext, credentials: Credentials) =>
  authenticate(request, "/api/auth/login", credentials, credentials.password)

/** The seeded admin and merchant, as `npm start` printed them (global-setup puts them in the environment). */
export const seededAdmin = (): Credentials => ({ email: process.env.SHOP_ADMIN_EMAIL!, password: process.env.SHOP_ADMIN_PASSWORD! })
export const seededMerchant = (): Credentials => ({
  email: process.env.SHOP_MERCHANT_EMAIL!,
  password: process.env.SHOP_MERCHANT_PASSWORD!,
})

/**
 * Stores `token` as the storefront does before the shop's first page load in `page`. Only that
 * first load is seeded, so signing out or replacing the token later behaves as it would for a user.
 */
export async function storeToken(page: Page, token: string) {
  const shopOrigin = new URL(process.env.SHOP_URL!).origin
  await page.addInitScript(
    ({ origin, key, token }) => {
      const seeded = "e2e-token-seeded"
      if (window.location.origin !== origin || window.sessionStorage.getItem(seeded)) return
      window.sessionStorage.setItem(seeded, "yes")
      window.localStorage.setItem(key, token)
    },
    { origin: shopOrigin, key: TOKEN_KEY, token },
  )
}

/** Signs in through the API (as `credentials`, or as a freshly registered member) and stores the token in `page`. */
export async function signInAs(page: Page, request: APIRequestContext, credentials?: Credentials): Promise<SignedIn> {
  const signedIn = credentials ? await logIn(request, credentials) : await registerMember(request, newAccount("Baraka"))
  await storeToken(page, signedIn.token)
  return signedIn
}
