import type { Locator, Page } from "@playwright/test"

/** /dashboard/activity (admin): the audit log with its filters, and the History card of a product or order page. */
export class ActivityPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/dashboard/activity")
  }

  get main(): Locator {
    return this.page.getByRole("main")
  }

  get heading(): Locator {
    return this.main.getByRole("heading", { level: 1, name: "Activity" })
  }

  get entityFilter(): Locator {
    return this.main.getByLabel("Entity")
  }

  /** Every entry shown, newest first. */
  get entries(): Locator {
    return this.main.getByTestId("activity-entry")
  }

  /** The History card of the page shown (a product's edit page, an order's page). */
  get historyCard(): Locator {
    return this.main.getByRole("region", { name: "History" })
  }
}
