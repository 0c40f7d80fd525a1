import type { Locator, Page } from "@playwright/test"

export type AddressInput = { address: string; city: string; state: string; country: string; zipCode: string; isDefault?: boolean }

/** /dashboard/address and its add and edit forms. */
export class AddressesPage {
  constructor(private readonly page: Page) {}

  get list(): Locator {
    return this.page.getByRole("list", { name: "Addresses" })
  }

  get emptyState(): Locator {
    return this.page.getByText("No Addresses Found!")
  }

  get addButton(): Locator {
    return this.page.getByRole("main").getByRole("link", { name: "Add", exact: true })
  }

  card(address: string): Locator {
    return this.list.getByRole("listitem").filter({ hasText: address })
  }

  editLink(address: string): Locator {
    return this.list.getByRole("link", { name: address })
  }

  async fill({ address, city, state, country, zipCode, isDefault }: AddressInput) {
    await this.page.getByRole("main").getByLabel("Address", { exact: true }).fill(address)
    await this.page.getByRole("main").getByLabel("City").fill(city)
    await this.page.getByRole("main").getByLabel("State").fill(state)
    await this.page.getByRole("main").getByLabel("Country").fill(country)
    await this.page.getByRole("main").getByLabel("Zipcode").fill(zipCode)
    if (isDefault !== undefined) await this.page.getByRole("main").getByRole("checkbox", { name: "Set as default delivery address" }).setChecked(isDefault)
  }

  button(name: "Add Address" | "Save" | "Delete" | "Cancel"): Locator {
    return this.page.getByRole("main").getByRole("button", { name, exact: true })
  }
}
