import type { Locator, Page } from "@playwright/test"

/** /brands: 'Shop By Brand' and a card per brand. */
export class BrandsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/brands")
  }

  get title(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Shop By Brand" })
  }

  get cards(): Locator {
    return this.page.getByRole("main").getByRole("article")
  }

  card(brandName: string): Locator {
    return this.cards.filter({ has: this.page.getByRole("heading", { name: brandName, exact: true }) })
  }

  link(brandName: string): Locator {
    return this.card(brandName).getByRole("link", { name: brandName, exact: true })
  }
}
