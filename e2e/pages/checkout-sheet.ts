import type { Locator, Page } from "@playwright/test"

/** The checkout sheet that Place Order opens: delivery, phone, summary and the final button. */
export class CheckoutSheet {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole("dialog", { name: "Checkout" })
  }

  get homeDelivery(): Locator {
    return this.root.getByRole("radio", { name: /^Home delivery/ })
  }

  get pickupStation(): Locator {
    return this.root.getByRole("radio", { name: /^Pickup station/ })
  }

  get newAddress(): Locator {
    return this.root.getByRole("radio", { name: "A new address" })
  }

  savedAddress(text: string | RegExp): Locator {
    return this.root.getByRole("radio", { name: text })
  }

  get county(): Locator {
    return this.root.getByLabel("County")
  }

  get town(): Locator {
    return this.root.getByLabel("Town")
  }

  get street(): Locator {
    return this.root.getByLabel("Estate / street")
  }

  get landmark(): Locator {
    return this.root.getByLabel("Landmark (optional)")
  }

  get station(): Locator {
    return this.root.getByLabel("Pickup station", { exact: true })
  }

  get phone(): Locator {
    return this.root.getByLabel("Phone for the rider")
  }

  get total(): Locator {
    return this.root.getByTestId("checkout-total")
  }

  get fee(): Locator {
    return this.root.getByTestId("checkout-fee")
  }

  /** 'Place order · Kes. …', the total on the button. */
  get placeButton(): Locator {
    return this.root.getByRole("button", { name: /^Place order · / })
  }

  /** Fills the in-place form for a new home delivery address. */
  async fillNewAddress(address: { county: string; town: string; street: string; landmark?: string }) {
    await this.newAddress.check()
    await this.county.selectOption(address.county)
    await this.town.fill(address.town)
    await this.street.fill(address.street)
    if (address.landmark) await this.landmark.fill(address.landmark)
  }
}
