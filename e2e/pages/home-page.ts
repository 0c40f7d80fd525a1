import type { Locator, Page } from "@playwright/test"

export class HomePage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/")
  }

  categoryBlock(categoryName: string): Locator {
    return this.page.getByRole("region", { name: categoryName, exact: true })
  }

  /** The category's block, scrolled to: a block renders its cards as the shopper scrolls near it. */
  async scrolledToBlock(categoryName: string, timeout = 10_000): Promise<Locator> {
    const block = this.categoryBlock(categoryName)
    await block.scrollIntoViewIfNeeded({ timeout })
    return block
  }

  productCards(block: Locator): Locator {
    return block.getByRole("article")
  }

  productLink(card: Locator): Locator {
    return card.getByRole("link").first()
  }

  viewAllLink(block: Locator): Locator {
    return block.getByRole("link", { name: /view all/i })
  }
}
