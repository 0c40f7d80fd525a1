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

  entry(id: string): Locator {
    return this.entries.filter({ has: this.page.getByRole("link", { name: `Order #${id}`, exact: true }) })
  }

  entryLink(id: string): Locator {
    return this.main.getByRole("link", { name: `Order #${id}`, exact: true })
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
