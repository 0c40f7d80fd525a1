import type { Locator, Page } from "@playwright/test"

export type NewAccount = { email: string; firstName: string; lastName: string; password: string; subscribe?: boolean }

/** /register: the sign-up form. */
export class SignupPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/register")
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Sign Up" })
  }

  get submit(): Locator {
    return this.page.getByRole("button", { name: "Sign Up" })
  }

  async signUp({ email, firstName, lastName, password, subscribe = false }: NewAccount) {
    await this.page.getByRole("main").getByLabel("Email").fill(email)
    await this.page.getByRole("main").getByLabel("First Name").fill(firstName)
    await this.page.getByRole("main").getByLabel("Last Name").fill(lastName)
    await this.page.getByRole("main").getByLabel("Password").fill(password)
    if (subscribe) await this.page.getByRole("main").getByRole("checkbox", { name: "Subscribe to newsletter" }).check()
    await this.submit.click()
  }
}
