import type { Locator, Page } from "@playwright/test"

/** A Kenyan address takes a county (by default the state without " County") and no state. */
export type AddressInput = {
  address: string
  city: string
  state: string
  country: string
  zipCode: string
  county?: string
  landmark?: string
  phone?: string
  isDefault?: boolean
}

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

  async fill({ address, city, state, country, zipCode, county, landmark, phone, isDefault }: AddressInput) {
    const main = this.page.getByRole("main")
    // Country first: it decides between Kenya's county and another country's state.
    await main.getByLabel("Country", { exact: true }).fill(country)
    if (country.trim().toLowerCase() === "kenya") {
      await main.getByRole("combobox", { name: "County" }).selectOption(county ?? state.replace(/\s+county$/i, ""))
      await main.getByLabel("Zipcode (optional)", { exact: true }).fill(zipCode)
    } else {
      await main.getByLabel("State", { exact: true }).fill(state)
      await main.getByLabel("Zipcode", { exact: true }).fill(zipCode)
    }
    await main.getByLabel("Town / City", { exact: true }).fill(city)
    await main.getByLabel("Estate / Street", { exact: true }).fill(address)
    if (landmark !== undefined) await main.getByLabel("Landmark (optional)", { exact: true }).fill(landmark)
    if (phone !== undefined) await main.getByLabel("Phone for the rider (optional)", { exact: true }).fill(phone)
    if (isDefault !== undefined) await this.page.getByRole("main").getByRole("checkbox", { name: "Set as default delivery address" }).setChecked(isDefault)
  }

  button(name: "Add Address" | "Save" | "Delete" | "Cancel"): Locator {
    return this.page.getByRole("main").getByRole("button", { name, exact: true })
  }
}
