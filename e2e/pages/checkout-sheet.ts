import type { Locator, Page } from "@playwright/test"

/** The checkout sheet that Place Order opens: delivery, phone, payment, summary and the final button. */
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

  get mpesa(): Locator {
    return this.root.getByRole("radio", { name: /^M-Pesa/ })
  }

  get payOnDelivery(): Locator {
    return this.root.getByRole("radio", { name: /^Pay on delivery/ })
  }

  get mpesaPhone(): Locator {
    return this.root.getByLabel("M-Pesa phone number")
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

/** The M-Pesa screen after Place order: the prompt's amount and countdown, then paid or the reason. */
export class MpesaScreen {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole("dialog", { name: "M-Pesa payment" })
  }

  get heading(): Locator {
    return this.root.getByRole("heading", { level: 2 })
  }

  get amount(): Locator {
    return this.root.getByTestId("mpesa-amount")
  }

  get reason(): Locator {
    return this.root.getByRole("alert")
  }

  get tryAgain(): Locator {
    return this.root.getByRole("button", { name: "Try again" })
  }

  get payOnDelivery(): Locator {
    return this.root.getByRole("button", { name: "Pay on delivery instead" })
  }

  /** "Waiting for your payment on +2547… · m:ss left". */
  get waiting(): Locator {
    return this.root.getByRole("status")
  }

  /** "The prompt asks you to pay <business name>." */
  get promptName(): Locator {
    return this.root.getByTestId("mpesa-prompt-name")
  }

  get backToBag(): Locator {
    return this.root.getByRole("button", { name: "Back to bag" })
  }
}

/** The app-wide notice of a payment settled away from its sheet ("Payment received: order DK-…"). */
export class PaymentNotice {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId("payment-notice")
  }

  get orderLink(): Locator {
    return this.root.getByRole("link", { name: /^See order / })
  }

  get dismiss(): Locator {
    return this.root.getByRole("button", { name: "Dismiss this notice" })
  }
}
