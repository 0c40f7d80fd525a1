import type { Locator, Page } from "@playwright/test"

/** /dashboard/earnings (merchants): balances, the statement for a period with its CSV, the payout method. */
export class EarningsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/dashboard/earnings")
  }

  get main(): Locator {
    return this.page.getByRole("main")
  }

  get heading(): Locator {
    return this.main.getByRole("heading", { level: 1, name: "Earnings" })
  }

  balance(name: "available" | "pending" | "paid-out"): Locator {
    return this.main.getByTestId(`balance-${name}`)
  }

  /** A statement total: opening, gross, commission, refunds, payouts, closing. */
  total(name: "opening" | "gross" | "commission" | "refunds" | "payouts" | "closing"): Locator {
    return this.main.getByTestId(`statement-${name}`)
  }

  periodField(label: "From" | "To"): Locator {
    return this.main.getByRole("form", { name: "Statement period" }).getByLabel(label)
  }

  get downloadCsv(): Locator {
    return this.main.getByRole("button", { name: "Download CSV" })
  }

  get payoutMethodForm(): Locator {
    return this.main.getByRole("form", { name: "Payout method" })
  }
}

/** /dashboard/payouts (admins): sellers' balances and payouts, the payout history, commission rules. */
export class PayoutsAdmin {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/dashboard/payouts")
  }

  get main(): Locator {
    return this.page.getByRole("main")
  }

  get heading(): Locator {
    return this.main.getByRole("heading", { level: 1, name: "Payouts" })
  }

  section(name: "Sellers" | "Payout history" | "Refunds due" | "Flagged M-Pesa payments" | "Commission"): Locator {
    return this.main.getByRole("region", { name, exact: true })
  }

  get defaultCommission(): Locator {
    return this.main.getByTestId("default-commission")
  }

  get rules(): Locator {
    return this.main.getByRole("table", { name: "Rules" })
  }

  ruleField(label: "Rule for" | "Merchant" | "Category" | "Percent"): Locator {
    return this.main.getByRole("form", { name: "Commission rule" }).getByLabel(label, { exact: true })
  }

  button(name: string): Locator {
    return this.main.getByRole("button", { name, exact: true })
  }
}
