import type { Locator, Page } from "@playwright/test"

/** /dashboard: the role's menu and the Account Details section. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async goto(path = "") {
    await this.page.goto(`/#/dashboard${path}`)
  }

  get menu(): Locator {
    return this.page.getByRole("navigation", { name: "Dashboard" })
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole("link", { name, exact: true })
  }

  /** The menu entry of the section shown (NavLink marks it aria-current="page"). */
  get activeMenuLink(): Locator {
    return this.menu.locator('a[aria-current="page"]')
  }

  get heading(): Locator {
    return this.page.getByRole("main").getByRole("heading", { level: 1 })
  }

  field(label: "First Name" | "Last Name" | "Phone Number"): Locator {
    return this.page.getByRole("main").getByLabel(label)
  }

  get saveChanges(): Locator {
    return this.page.getByRole("button", { name: "Save changes" })
  }

  /** The signed-in user's account dropdown in the header (its button shows the first name). */
  accountButton(name: string): Locator {
    return this.page.getByRole("banner").getByRole("button", { name, exact: true })
  }

  async signOut(firstName: string) {
    await this.accountButton(firstName).click()
    await this.page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click()
  }
}
