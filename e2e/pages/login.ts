import type { Locator, Page } from "@playwright/test"

/** /login: email and password, social links, and the ways to sign up or reset the password. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/login")
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Login" })
  }

  get email(): Locator {
    return this.page.getByRole("main").getByLabel("Email")
  }

  get password(): Locator {
    return this.page.getByRole("main").getByLabel("Password", { exact: true })
  }

  get submit(): Locator {
    return this.page.getByRole("button", { name: "Login", exact: true })
  }

  get forgotPasswordLink(): Locator {
    return this.page.getByRole("link", { name: "Forgot Password?" })
  }

  get createAccountLink(): Locator {
    return this.page.getByRole("link", { name: "Create an account" })
  }

  socialLink(provider: "Google" | "Facebook"): Locator {
    return this.page.getByRole("link", { name: `Login with ${provider}` })
  }

  async login(email: string, password: string) {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.submit.click()
  }
}
