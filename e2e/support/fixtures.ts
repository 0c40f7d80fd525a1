import { test as base, expect, type Page } from "@playwright/test"
import { ActivityPage } from "../pages/activity"
import { AddressesPage } from "../pages/addresses"
import { BrandsPage } from "../pages/brands-page"
import { CartDrawer } from "../pages/cart-drawer"
import { CatalogueAdmin } from "../pages/catalogue-admin"
import { CheckoutSheet, MpesaScreen } from "../pages/checkout-sheet"
import { DashboardPage } from "../pages/dashboard"
import { EarningsPage, PayoutsAdmin } from "../pages/earnings"
import { Header } from "../pages/header"
import { HomePage } from "../pages/home-page"
import { LoginPage } from "../pages/login"
import { MedusaAdmin } from "../pages/medusa-admin"
import { MerchantForm, MerchantSignupPage, MerchantsAdmin } from "../pages/merchants"
import { NotFoundPage } from "../pages/not-found-page"
import { Notices } from "../pages/notices"
import { OrderPage, OrderSuccessPage } from "../pages/order-page"
import { OrdersList } from "../pages/orders-list"
import { OverviewPage } from "../pages/overview"
import { ForgotPasswordPage, ResetPasswordPage } from "../pages/password"
import { ProductPage } from "../pages/product-page"
import { ReviewsDashboard } from "../pages/reviews-dashboard"
import { ShopPage } from "../pages/shop-page"
import { SignupPage } from "../pages/signup"
import { SupportPage } from "../pages/support-page"
import { WishlistPage } from "../pages/wishlist-page"
import { logIn, seededAdmin, signInAs, storeToken, type Credentials, type SignedIn } from "./accounts"

/** Every page object, by the fixture name a test asks for it with. */
const PAGE_OBJECTS = {
  activityPage: ActivityPage,
  addressesPage: AddressesPage,
  brandsPage: BrandsPage,
  cartDrawer: CartDrawer,
  catalogueAdmin: CatalogueAdmin,
  checkoutSheet: CheckoutSheet,
  mpesaScreen: MpesaScreen,
  dashboard: DashboardPage,
  earningsPage: EarningsPage,
  header: Header,
  homePage: HomePage,
  loginPage: LoginPage,
  medusaAdmin: MedusaAdmin,
  merchantForm: MerchantForm,
  merchantSignupPage: MerchantSignupPage,
  merchantsAdmin: MerchantsAdmin,
  notFoundPage: NotFoundPage,
  notices: Notices,
  orderPage: OrderPage,
  orderSuccessPage: OrderSuccessPage,
  payoutsAdmin: PayoutsAdmin,
  ordersList: OrdersList,
  overviewPage: OverviewPage,
  forgotPasswordPage: ForgotPasswordPage,
  resetPasswordPage: ResetPasswordPage,
  productPage: ProductPage,
  reviewsDashboard: ReviewsDashboard,
  shopPage: ShopPage,
  signupPage: SignupPage,
  supportPage: SupportPage,
  wishlistPage: WishlistPage,
}

type Pages = { [Name in keyof typeof PAGE_OBJECTS]: InstanceType<(typeof PAGE_OBJECTS)[Name]> }

/** Someone else's browser (a context of its own), signed in, with every page object on its page. */
export type Person = Pages & { page: Page; account: SignedIn }

type Accounts = {
  /** Who `asMember` signs in as; unset, a fresh member is registered for the test. */
  member: Credentials | undefined
  /** The seeded admin, signed in through the API; `page` starts signed in. */
  asAdmin: SignedIn
  /** A member (`member`, or a fresh one), signed in through the API; `page` starts signed in. */
  asMember: SignedIn
  /**
   * Opens another person's browser beside `page`: a context of its own (its own storage), signed in
   * through the API as `who` (an account signed in already, or credentials to log in with). Closed
   * after the test.
   */
  openBrowserAs: (who: SignedIn | Credentials) => Promise<Person>
}

const pageObjectsOn = (page: Page) =>
  Object.fromEntries(Object.entries(PAGE_OBJECTS).map(([name, PageObject]) => [name, new PageObject(page)])) as Pages

type PageFixture<T> = ({ page }: { page: Page }, use: (value: T) => Promise<void>) => Promise<void>

/** One fixture per page object; Playwright reads `{ page }` as each one's dependency. */
const pageFixtures = Object.fromEntries(
  Object.entries(PAGE_OBJECTS).map(([name, PageObject]) => [
    name,
    (async ({ page }, use) => use(new PageObject(page))) satisfies PageFixture<unknown>,
  ]),
) as { [Name in keyof Pages]: PageFixture<Pages[Name]> }

export const test = base.extend<Pages & Accounts>({
  baseURL: async ({}, use) => use(process.env.SHOP_URL),

  ...pageFixtures,

  member: [undefined, { option: true }],
  asAdmin: async ({ page, request }, use) => use(await signInAs(page, request, seededAdmin())),
  asMember: async ({ page, request, member }, use) => use(await signInAs(page, request, member)),

  openBrowserAs: async ({ browser, request }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = []
    await use(async (who) => {
      const account = "token" in who ? who : await logIn(request, who)
      const context = await browser.newContext({ baseURL: process.env.SHOP_URL })
      contexts.push(context)
      const page = await context.newPage()
      await storeToken(page, account.token)
      return { ...pageObjectsOn(page), page, account }
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
})

export { expect }
