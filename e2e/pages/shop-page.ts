import type { Locator, Page, Response } from "@playwright/test"
import { amountOf } from "../support/money"

export const EMPTY_SHOP_TEXT = "no products found."

/** The shop page: /shop, /shop/category/{slug}, /shop/brand/{slug} with filters in the hash query. */
export class ShopPage {
  constructor(private readonly page: Page) {}

  /** Opens a shop route, e.g. goto("/shop/category/electronics", "min=100&page=2"). */
  async goto(path = "/shop", query = "") {
    await this.page.goto(`/#${path}${query ? `?${query}` : ""}`)
  }

  /** Resolves with the next product-list response whose query matches `test`. */
  nextProductList(test: (query: URLSearchParams) => boolean = () => true): Promise<Response> {
    return this.page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname === "/api/product/list" && test(url.searchParams)
    })
  }

  get title(): Locator {
    return this.page.getByRole("heading", { level: 1 })
  }

  get filters(): Locator {
    return this.page.getByRole("region", { name: "Filters" })
  }

  /** On a phone: the button that opens the filters' drawer, named with the active count. */
  get filtersButton(): Locator {
    return this.page.getByRole("button", { name: /^Filters/ })
  }

  /** On a phone: the drawer the filters open in. */
  get filtersDrawer(): Locator {
    return this.page.getByRole("dialog", { name: "Filters" })
  }

  get minPriceHandle(): Locator {
    return this.page.getByRole("slider", { name: "Minimum price" })
  }

  get maxPriceHandle(): Locator {
    return this.page.getByRole("slider", { name: "Maximum price" })
  }

  get shownMinPrice(): Locator {
    return this.page.getByTestId("price-min")
  }

  get shownMaxPrice(): Locator {
    return this.page.getByTestId("price-max")
  }

  /** The number boxes beside the price slider (issue 35 item 12). */
  get minPriceBox(): Locator {
    return this.page.getByRole("textbox", { name: "Min (Kes.)" })
  }

  get maxPriceBox(): Locator {
    return this.page.getByRole("textbox", { name: "Max (Kes.)" })
  }

  get ratingHandle(): Locator {
    return this.page.getByRole("slider", { name: "Minimum rating" })
  }

  get sortSelect(): Locator {
    return this.page.getByRole("combobox", { name: "Sort by" })
  }

  get showing(): Locator {
    return this.page.getByText(/^Showing: \d+-\d+ products of \d+ products$/)
  }

  get emptyState(): Locator {
    return this.page.getByText(EMPTY_SHOP_TEXT, { exact: true })
  }

  get results(): Locator {
    return this.page.getByRole("region", { name: "Products" })
  }

  get productCards(): Locator {
    return this.results.getByRole("article")
  }

  /** A product card, by its product's name. */
  productCard(name: string): Locator {
    return this.page.getByRole("article").filter({ has: this.page.getByRole("link", { name, exact: true }) })
  }

    get pagination(): Locator {
    return this.page.getByRole("navigation", { name: "Product pages" })
  }

  pageLink(pageNumber: number): Locator {
    return this.pagination.getByRole("link", { name: `Page ${pageNumber}`, exact: true })
  }

  get currentPage(): Locator {
    return this.pagination.locator('[aria-current="page"]')
  }

  /** Focuses a slider handle and presses `key` `times` times, as a keyboard user does. */
  async pressOn(handle: Locator, key: string, times = 1) {
    await handle.focus()
    for (let i = 0; i < times; i += 1) {
      await handle.press(key)
    }
  }

  /** Waits until the list shows settled results (no loader, not refreshing). */
  async waitForResults() {
    await this.page.getByRole("status").filter({ hasText: "Loading products" }).waitFor({ state: "detached" })
    await this.results.locator('[aria-busy="false"]').waitFor()
  }

  /** The prices on the shown cards, in order. */
  async prices(): Promise<number[]> {
    const texts = await this.productCards.getByText(/^Kes\. \d{1,3}(,\d{3})*(\.\d\d)?$/).allTextContents()
    return texts.map(amountOf)
  }

  /** The average ratings on the shown cards (null for a card without reviews), in order. */
  async ratings(): Promise<Array<number | null>> {
    const cards = await this.productCards.all()
    return Promise.all(
      cards.map(async (card) => {
        const rating = card.getByText(/^\d\.\d$/)
        return (await rating.count()) > 0 ? Number(await rating.first().textContent()) : null
      }),
    )
  }
}
