import { test as base, expect } from "@playwright/test"
import { HomePage } from "../pages/home-page"
import { ProductPage } from "../pages/product-page"
import { NotFoundPage } from "../pages/not-found-page"

type Pages = { homePage: HomePage; productPage: ProductPage; notFoundPage: NotFoundPage }

export const test = base.extend<Pages>({
  baseURL: async ({}, use) => use(process.env.SHOP_URL),
  homePage: async ({ page }, use) => use(new HomePage(page)),
  productPage: async ({ page }, use) => use(new ProductPage(page)),
  notFoundPage: async ({ page }, use) => use(new NotFoundPage(page)),
})

export { expect }
