import type { Locator, Page } from "@playwright/test"

/** /dashboard/review (admin): every review with Approve / Reject / Delete by status. */
export class ReviewsDashboard {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/dashboard/review")
  }

  get heading(): Locator {
    return this.page.getByRole("main").getByRole("heading", { level: 1, name: "Reviews" })
  }

  /** A review card, by its title. */
  card(title: string): Locator {
    return this.page.getByRole("main").getByRole("article", { name: title, exact: true })
  }

  action(title: string, action: "Approve" | "Reject" | "Delete"): Locator {
    return this.card(title).getByRole("button", { name: action, exact: true })
  }

  /** The count of waiting reviews beside 'Reviews' in the dashboard menu. */
  get menuCount(): Locator {
    return this.page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Reviews/ }).locator(".menu-count")
  }
}
