import { test as base, expect, type Page } from "@playwright/test"
import { AddressesPage } from "../pages/addresses"
import { BrandsPage } from "../pages/brands-page"
import { CartDrawer } from "../pages/cart-drawer"
import { CatalogueAdmin } from "../pages/catalogue-admin"
import { DashboardPage } from "../pages/dashboard"
import { Header } from "../pages/header"
import { HomePage } from "../pages/home-page"
import { LoginPage } from "../pages/login"
import { MedusaAdmin } from "../pages/medusa-admin"
import { NotFoundPage } from "../pages/not-found-page"
import { Notices } from "../pages/notices"
import { OrderPage, OrderSuccessPage } from "../pages/order-page"
import { OrdersList } from "../pages/orders-list"
import { ForgotPasswordPage, ResetPasswordPage } from "../pages/password"
import { ProductPage } from "../pages/product-page"
import { ShopPage } from "../pages/shop-page"
import { SignupPage } from "../pages/signup"
import { SupportPage } from "../pages/support-page"
import { signInAs, type Credentials, type SignedIn } from "./accounts"

type Pages = {
  addressesPage: AddressesPage
  brandsPage: BrandsPage
  cartDrawer: CartDrawer
  catalogueAdmin: CatalogueAdmin
  dashboard: DashboardPage
  header: Header
  homePage: HomePage
  loginPage: LoginPage
  medusaAdmin: MedusaAdmin
  notFoundPage: NotFoundPage
  notices: Notices
  orderPage: OrderPage
  orderSuccessPage: OrderSuccessPage
  ordersList: OrdersList
  forgotPasswordPage: ForgotPasswordPage
  resetPasswordPage: ResetPasswordPage
  productPage: ProductPage
  shopPage: ShopPage
  signupPage: SignupPage
  supportPage: SupportPage
}

type Accounts = {
  /** Who `asMember` signs in as; unset, a fresh member is registered for the test. */
  member: Credentials | undefined
  /** The seeded admin, signed in through the API; `page` starts signed in. */
  asAdmin: SignedIn
  /** A member (`member`, or a fresh one), signed in through the API; `page` starts signed in. */
  asMember: SignedIn
}

const pageObject =
  <T>(PageObject: new (page: Page) => T) =>
  async ({ page }: { page: Page }, use: (value: T) => Promise<void>) =>
    use(new PageObject(page))

export const test = base.extend<Pages & Accounts>({
  baseURL: async ({}, use) => use(process.env.SHOP_URL),

  addressesPage: pageObject(AddressesPage),
  brandsPage: pageObject(BrandsPage),
  cartDrawer: pageObject(CartDrawer),
  catalogueAdmin: pageObject(CatalogueAdmin),
  dashboard: pageObject(DashboardPage),
  header: pageObject(Header),
  homePage: pageObject(HomePage),
  loginPage: pageObject(LoginPage),
  medusaAdmin: pageObject(MedusaAdmin),
  notFoundPage: pageObject(NotFoundPage),
  notices: pageObject(Notices),
  orderPage: pageObject(OrderPage),
  orderSuccessPage: pageObject(OrderSuccessPage),
  ordersList: pageObject(OrdersList),
  forgotPasswordPage: pageObject(ForgotPasswordPage),
  resetPasswordPage: pageObject(ResetPasswordPage),
  productPage: pageObject(ProductPage),
  shopPage: pageObject(ShopPage),
  signupPage: pageObject(SignupPage),
  supportPage: pageObject(SupportPage),

  member: [undefined, { option: true }],
  asAdmin: async ({ page, request }, use) =>
    use(await signInAs(page, request, { email: process.env.SHOP_ADMIN_EMAIL!, password: process.env.SHOP_ADMIN_PASSWORD! })),
  asMember: async ({ page, request, member }, use) => use(await signInAs(page, request, member)),
})

export { expect }
