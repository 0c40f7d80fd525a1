import type { Locator, Page } from "@playwright/test"

/** The notices (toasts) at the top right; they close after a second. */
export class Notices {
  constructor(private readonly page: Page) {}

  notice(text: string | RegExp): Locator {
    return this.page.locator(".Toastify").getByText(text)
  }
}
