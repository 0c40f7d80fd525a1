import type { Page } from "@playwright/test"

export class ProductPage {
  constructor(private readonly page: Page) {}

  async goto(slug: string) {
    await this.page.goto(`/#/product/${slug}`)
  }

  get name() {
    return this.page.getByRole("heading", { level: 1 })
  }

  get details() {
    return this.page.getByRole("main")
  }

  get images() {
    return this.page.getByRole("main").locator('img[src^="/api/files/"]')
  }
}
