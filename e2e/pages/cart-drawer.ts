import type { Locator, Page } from "@playwright/test"

/** The cart drawer opened from the header's cart icon. */
export class CartDrawer {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole("dialog", { name: "Shopping Cart" })
  }

  get items(): Locator {
    return this.root.getByRole("list", { name: "Cart items" }).getByRole("listitem")
  }

  item(name: string): Locator {
    return this.items.filter({ has: this.page.getByRole("link", { name, exact: true }) })
  }

  removeButton(name: string): Locator {
    return this.root.getByRole("button", { name: `Remove ${name}`, exact: true })
  }

  /** The 'Total … Kes. {total}' line. */
  get total(): Locator {
    return this.root.getByTestId("cart-total")
  }

  get emptyText(): Locator {
    return this.root.getByText("Your shopping cart is empty")
  }

  get closeButton(): Locator {
    return this.root.getByRole("button", { name: "Close cart" })
  }

  get continueShopping(): Locator {
    return this.root.getByRole("button", { name: "Continue shopping" })
  }

  get proceedToCheckout(): Locator {
    return this.root.getByRole("button", { name: "Proceed To Checkout" })
  }

  get orderMessage(): Locator {
    return this.root.getByLabel("Add a message to your order")
  }
}
