import type { Locator, Page } from "@playwright/test"

/** /forgot-password: request the reset e-mail. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Forgot Password" })
  }

  async requestReset(email: string) {
    await this.page.getByRole("main").getByLabel("Email").fill(email)
    await this.page.getByRole("main").getByRole("button", { name: "Send Email" }).click()
  }
}

/** /reset-password/{token}: the new password and its confirmation. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Reset Password" })
  }

  async reset(password: string, confirmPassword = password) {
    await this.page.getByRole("main").getByLabel("Password", { exact: true }).fill(password)
    await this.page.getByRole("main").getByLabel("Confirm Password").fill(confirmPassword)
    await this.page.getByRole("main").getByRole("button", { name: "Reset Password" }).click()
  }
}
