import type { Locator, Page } from "@playwright/test"

/** /order/success/{id}: the confirmation after Place Order. */
export class OrderSuccessPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Thank you for your order." })
  }

  get main(): Locator {
    return this.page.getByRole("main")
  }

  /** The order's number (DK-…), a link to /order/{id}?success. */
  get orderLink(): Locator {
    return this.main.getByRole("link", { name: /^DK-\d+$/ })
  }

  get manageOrders(): Locator {
    return this.main.getByRole("link", { name: "Manage Orders" })
  }

  get continueShopping(): Locator {
    return this.main.getByRole("link", { name: "Continue Shopping" })
  }
}

/** /order/{id}: details, items with their status menus, and the summary. */
export class OrderPage {
  constructor(private readonly page: Page) {}

  async goto(id: string) {
    await this.page.goto(`/#/order/${id}`)
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Order Details" })
  }

  get main(): Locator {
    return this.page.getByRole("main")
  }

  /** 'Order Number': DK-10023 (the internal id is in the address only). */
  get orderNumber(): Locator {
    return this.main.getByTestId("order-number")
  }

  get message(): Locator {
    return this.main.getByTestId("order-message")
  }

  get backButton(): Locator {
    return this.main.getByRole("button", { name: "Back to orders" })
  }

  get cancelOrderButton(): Locator {
    return this.main.getByRole("button", { name: "Cancel Order" })
  }

  /** A line of 'Order Items', by its product name. */
  item(name: string): Locator {
    return this.main.getByRole("article", { name, exact: true })
  }

  itemStatus(name: string): Locator {
    return this.item(name).getByTestId("item-status")
  }

  /** The admin's status select of a line. */
  statusSelect(name: string): Locator {
    return this.item(name).getByRole("combobox", { name: `Change status of ${name}` })
  }

  /** A non-admin's 'Cancel' action of a line. */
  cancelItemButton(name: string): Locator {
    return this.item(name).getByRole("button", { name: `Cancel ${name}`, exact: true })
  }

  get cancelItemButtons(): Locator {
    return this.main.getByRole("button", { name: /^Cancel (?!Order$)/ })
  }

  get confirmDialog(): Locator {
    return this.page.getByRole("alertdialog")
  }

  get confirmCancelButton(): Locator {
    return this.confirmDialog.getByRole("button", { name: "Confirm Cancel" })
  }

  reviewLink(name: string): Locator {
    return this.item(name).getByRole("link", { name: "Reivew Product" })
  }

  get summary(): Locator {
    return this.main.getByRole("region", { name: "Order Summary" })
  }

  get subtotal(): Locator {
    return this.summary.getByTestId("order-subtotal")
  }

  get tax(): Locator {
    return this.summary.getByTestId("order-tax")
  }

  get shipping(): Locator {
    return this.summary.getByTestId("order-shipping")
  }

  get total(): Locator {
    return this.summary.getByTestId("order-total")
  }
}
