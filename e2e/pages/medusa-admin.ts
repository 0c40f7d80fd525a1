import type { Page } from "@playwright/test"

/** Medusa's own admin, served by the shop at /app. */
export class MedusaAdmin {
  constructor(private readonly page: Page) {}

  async signIn(email: string, password: string) {
    await this.page.goto("/app/login")
    await this.page.getByPlaceholder("Email").fill(email)
    await this.page.getByPlaceholder("Password").fill(password)
    await this.page.getByRole("button", { name: "Continue with Email" }).click()
    await this.page.waitForURL(/\/app\/(orders|products)/)
  }

  async openMerchants() {
    await this.page.getByRole("link", { name: "Merchants" }).click()
  }

  async openBrands() {
    await this.page.getByRole("link", { name: "Brands" }).click()
  }

  async openProduct(productId: string) {
    await this.page.goto(`/app/products/${productId}`)
  }
}
