import type { Locator, Page } from "@playwright/test"

/** The site header: search with suggestions, category menu toggle, brands, account and cart. */
export class Header {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole("banner")
  }

  get searchInput(): Locator {
    return this.root.getByRole("combobox", { name: "Search products" })
  }

  get suggestions(): Locator {
    return this.page.getByRole("listbox", { name: "Product suggestions" })
  }

  suggestion(name: string): Locator {
    return this.suggestions.getByRole("option", { name })
  }

  /** Types like a person (key by key), so the debounce and the length rule apply. */
  async typeSearch(text: string) {
    await this.searchInput.click()
    await this.searchInput.pressSequentially(text, { delay: 40 })
  }

  get menuButton(): Locator {
    return this.root.getByRole("button", { name: "Shop By Category" })
  }

  /** The 'Shop By Category' side menu. */
  get categoryMenu(): Locator {
    return this.page.getByRole("dialog", { name: "Shop By Category" })
  }

  categoryLink(name: string): Locator {
    return this.categoryMenu.getByRole("link", { name, exact: true })
  }

  get brandsButton(): Locator {
    return this.root.getByRole("button", { name: "Brands" })
  }

  get shopLink(): Locator {
    return this.root.getByRole("link", { name: "Shop", exact: true })
  }

  get accountButton(): Locator {
    return this.root.getByRole("button", { name: "Account" })
  }

  get logo(): Locator {
    return this.root.getByRole("link", { name: /home$/ })
  }

  /** The visible words on the account dropdown's button: the first name, or 'Account' (spec §2). */
  accountText(name: string): Locator {
    return this.root.getByRole("button", { name, exact: true }).getByText(name, { exact: true })
  }

  get cartButton(): Locator {
    return this.root.getByRole("button", { name: /^Cart/ })
  }

  /** The item-count badge on the cart icon (absent when the cart is empty). */
  get cartBadge(): Locator {
    return this.root.getByTestId("cart-badge")
  }
}
