import type { Locator, Page } from "@playwright/test"

/** /sell and /dashboard/merchant/add: the merchant application form. */
export class MerchantForm {
  constructor(private readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole("main")
  }

  field(label: "Name" | "Email" | "Phone Number" | "Brand" | "Business"): Locator {
    return this.main.getByLabel(label, { exact: true })
  }

  button(name: "Submit" | "Add Merchant" | "Cancel"): Locator {
    return this.main.getByRole("button", { name, exact: true })
  }

  async fill(application: { name: string; email: string; phoneNumber: string; brand: string; business: string }) {
    await this.field("Name").fill(application.name)
    await this.field("Email").fill(application.email)
    await this.field("Phone Number").fill(application.phoneNumber)
    await this.field("Brand").fill(application.brand)
    await this.field("Business").fill(application.business)
  }
}

/** /dashboard/merchant (admin): search, count and the merchant cards. */
export class MerchantsAdmin {
  constructor(private readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole("main")
  }

  get searchBox(): Locator {
    return this.main.getByPlaceholder("Type email, phone number, brand or status")
  }

  get count(): Locator {
    return this.main.getByText(/^\d+ merchants?$/)
  }

  card(brand: string): Locator {
    return this.main.getByRole("article", { name: `Merchant ${brand}`, exact: true })
  }

  action(brand: string, name: "Approve" | "Re-Approve" | "Reject" | "Delete"): Locator {
    return this.card(brand).getByRole("button", { name, exact: true })
  }
}

/** /merchant-signup/{token}?email=…: completes an invitation. */
export class MerchantSignupPage {
  constructor(private readonly page: Page) {}

  field(label: "Email" | "First Name" | "Last Name" | "Password"): Locator {
    return this.page.getByRole("main").getByLabel(label, { exact: true })
  }

  get getStarted(): Locator {
    return this.page.getByRole("main").getByRole("button", { name: "Get Started" })
  }
}
