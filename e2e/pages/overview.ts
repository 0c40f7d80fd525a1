import type { Locator, Page } from "@playwright/test"

export type OverviewCard = "today" | "last7" | "last30"

/** /dashboard/overview (admins and merchants): cards, charts with their tables, work queues, exports. */
export class OverviewPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/dashboard/overview")
  }

  get main(): Locator {
    return this.page.getByRole("main")
  }

  get heading(): Locator {
    return this.main.getByRole("heading", { level: 1, name: "Overview" })
  }

  /** A period's card: today, the last 7 or the last 30 days. */
  card(name: OverviewCard): Locator {
    return this.main.getByTestId(`card-${name}`)
  }

  /** A titled block of the page (a chart, a table, the work queues, the export), by its heading. */
  section(name: string | RegExp): Locator {
    return this.main.getByRole("region", { name, exact: typeof name === "string" })
  }

  /** A chart's picture (an SVG drawn by recharts, labelled for screen readers). */
  chart(name: string | RegExp): Locator {
    return this.section(name).getByRole("img", { name: /Show as table for the figures\.$/ })
  }

  tableToggle(name: string | RegExp): Locator {
    return this.section(name).getByRole("button", { name: "Show as table" })
  }

  days(count: 7 | 30 | 90): Locator {
    return this.main.getByRole("group", { name: "Days shown" }).getByRole("button", { name: `${count} days` })
  }

  queue(label: string): Locator {
    return this.section("Work queues").getByRole("link", { name: new RegExp(`^${label} \\d+$`) })
  }

  get exportForm(): Locator {
    return this.main.getByRole("form", { name: "Export period" })
  }

  download(kind: "orders" | "customers"): Locator {
    return this.exportForm.getByRole("button", { name: `Download ${kind} (CSV)` })
  }
}
