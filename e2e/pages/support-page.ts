import type { Locator, Page } from "@playwright/test"

/** /support: the chat users, the selected conversation, the text box and Send. */
export class SupportPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/support")
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Support Information" })
  }

  /** A person in the list; their entry reads "<name> online|offline [<n> unread]". */
  user(name: string): Locator {
    return this.page.getByRole("list", { name: "Chats" }).getByRole("button", { name: new RegExp(`^${name}`) })
  }

  get messages(): Locator {
    return this.page.getByRole("log", { name: "Messages" })
  }

  /** The header (sender's name) over each message; null where consecutive messages hide it. */
  async headers(): Promise<(string | null)[]> {
    return this.messages
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.querySelector("strong")?.textContent ?? null))
  }

  get textBox(): Locator {
    return this.page.getByLabel("Message", { exact: true })
  }

  get send(): Locator {
    return this.page.getByRole("button", { name: "Send" })
  }

  status(text: string): Locator {
    return this.page.getByText(text, { exact: true })
  }

  async sendMessage(text: string) {
    await this.textBox.fill(text)
    await this.send.click()
  }
}
