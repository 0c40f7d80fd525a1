import type { Locator, Page } from "@playwright/test"

export type NewProduct = {
  sku: string
  name: string
  description: string
  quantity: number
  price: number
  taxable: "Yes" | "No"
  brand: string
  variants: string
  images: string[]
}

/** The dashboard's catalogue sections: /dashboard/product, /category and /brand with their forms. */
export class CatalogueAdmin {
  constructor(private readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole("main")
  }

  get heading(): Locator {
    return this.main.getByRole("heading", { level: 1 })
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true })
  }

  button(name: string): Locator {
    return this.main.getByRole("button", { name, exact: true })
  }

  link(name: string | RegExp): Locator {
    return this.main.getByRole("link", typeof name === "string" ? { name, exact: true } : { name })
  }

  activeSwitch(): Locator {
    return this.main.getByRole("switch", { name: "Active", exact: true })
  }

  /** The section's list; products are a table (price, stock edited in place, live or hidden). */
  list(name: "Products" | "Categories" | "Brands"): Locator {
    return this.main.getByRole(name === "Products" ? "table" : "list", { name, exact: true })
  }

  get chosenImages(): Locator {
    return this.main.getByRole("list", { name: "Chosen images" }).getByRole("img")
  }

  async fillProduct(product: NewProduct) {
    await this.field("Sku").fill(product.sku)
    await this.field("Name").fill(product.name)
    await this.field("Description").fill(product.description)
    await this.field("Quantity").fill(String(product.quantity))
    await this.field("Price").fill(String(product.price))
    await this.field("Taxable").selectOption({ label: product.taxable })
    await this.field("Brand").selectOption({ label: product.brand })
    await this.field("Variants").fill(product.variants)
    await this.field("Images").setInputFiles(product.images)
  }

  /** Ticks `names` in the category form's products list, filtering it for each. */
  async pickProducts(names: string[]) {
    const group = this.main.getByRole("group", { name: "Products" })
    for (const name of names) {
      await group.getByRole("searchbox", { name: "Filter products" }).fill(name)
      await group.getByRole("checkbox", { name, exact: true }).check()
    }
  }
}
