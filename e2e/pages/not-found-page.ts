import type { Page } from "@playwright/test"

export const NOT_FOUND_TEXT = "The page you are looking for was not found."

export class NotFoundPage {
  constructor(private readonly page: Page) {}

  get message() {
    return this.page.getByText(NOT_FOUND_TEXT)
  }
}
