import type { Locator, Page } from "@playwright/test"

export const EMPTY_WISHLIST_TEXT = "you have no items in your wishlist yet!"

/** /dashboard/wishlist: 'Your Wishlist', a row per liked product with a remove button. */
export class WishlistPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/dashboard/wishlist")
  }

  get heading(): Locator {
    return this.page.getByRole("main").getByRole("heading", { level: 1, name: "Your Wishlist" })
  }

  row(name: string): Locator {
    return this.page.getByRole("main").getByRole("article", { name, exact: true })
  }

  removeButton(name: string): Locator {
    return this.row(name).getByRole("button", { name: `Remove ${name} from your wishlist` })
  }

  get emptyText(): Locator {
    return this.page.getByRole("main").getByText(EMPTY_WISHLIST_TEXT, { exact: true })
  }
}
