import type { Locator, Page } from "@playwright/test"

/** /dashboard/orders ('Your Orders') and /dashboard/orders/customers ('Customer Orders'). */
export class OrdersList {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/dashboard/orders")
  }

  async gotoCustomerOrders() {
    await this.page.goto("/#/dashboard/orders/customers")
  }

  get main(): Locator {
    return this.page.getByRole("main")
  }

  title(name: "Your Orders" | "Customer Orders"): Locator {
    return this.main.getByRole("heading", { level: 1, name })
  }

  get searchBox(): Locator {
    return this.main.getByRole("searchbox", { name: "Search orders" })
  }

  get entries(): Locator {
    return this.main.getByTestId("order-entry")
  }

  /** An order's card, by the order's id (in its link's address only: people read 'Order DK-10023'). */
  entry(id: string): Locator {
    // `has` looks inside each card: a locator from the page, not from main.
    return this.entries.filter({ has: this.page.getByRole("link", { name: /^Order DK-\d+$/ }).and(this.page.locator(`[href="#/order/${id}"]`)) })
  }

  /** The order's link, named by its number ('Order DK-10023'), to /order/{id}. */
  entryLink(id: string): Locator {
    return this.main.getByRole("link", { name: /^Order DK-\d+$/ }).and(this.page.locator(`[href="#/order/${id}"]`))
  }

  entryStatus(id: string): Locator {
    return this.entry(id).getByTestId("order-status")
  }

  get count(): Locator {
    return this.main.getByRole("status").filter({ hasText: /\d+ orders?/ })
  }

  get customerOrdersButton(): Locator {
    return this.main.getByRole("link", { name: "Customer Orders" })
  }

  get myOrdersButton(): Locator {
    return this.main.getByRole("link", { name: "My Orders" })
  }

  emptyText(text: "you have no orders yet!" | "No orders found." | "No orders match your search."): Locator {
    return this.main.getByText(text, { exact: true })
  }
}
