import type { Locator, Page } from "@playwright/test"

export class ProductPage {
  constructor(private readonly page: Page) {}

  async goto(slug: string) {
    await this.page.goto(`/#/product/${slug}`)
  }

  get name() {
    return this.page.getByRole("heading", { level: 1 })
  }

  get details() {
    return this.page.getByRole("main")
  }

  get images() {
    return this.page.getByRole("main").locator('img[src^="/api/files/"]')
  }

  /** The frame of the main (first) product image, whose square is reserved before it loads. */
  get mainImageFrame(): Locator {
    return this.page.getByTestId("product-main-image")
  }

  get mainImage(): Locator {
    return this.mainImageFrame.locator("img").first()
  }

  /** Whether the main image has arrived and been decoded. */
  async mainImageLoaded(): Promise<boolean> {
    return this.mainImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
  }

  /** The 'In stock' / 'Out of stock' label on the images. */
  get stockLabel(): Locator {
    return this.details.getByText(/^(In stock|Out of stock)$/)
  }

  get quantityInput(): Locator {
    return this.details.getByRole("spinbutton", { name: "Quantity" })
  }

  get variantSelect(): Locator {
    return this.details.getByRole("combobox", { name: "Variant" })
  }

  get addToBagButton(): Locator {
    return this.details.getByRole("button", { name: "Add To Bag", exact: true })
  }

  get removeFromBagButton(): Locator {
    return this.details.getByRole("button", { name: "Remove From Bag", exact: true })
  }

  /** An inline quantity message, e.g. 'Quantity may not be greater than 25.' */
  quantityMessage(text: string): Locator {
    return this.details.getByText(text, { exact: true })
  }

  get brandLink(): Locator {
    return this.details.getByRole("link", { name: /^see more from /i })
  }

  get addons(): Locator {
    return this.page.getByRole("region", { name: "Addons", exact: true })
  }

  get ratingSection(): Locator {
    return this.page.getByRole("region", { name: "Rating", exact: true })
  }

  /** The 'Add Review' form (spec §2, §5). */
  get reviewForm(): Locator {
    return this.page.getByRole("region", { name: "Add Review", exact: true })
  }

  async writeReview(review: { title: string; comment: string; stars: 1 | 2 | 3 | 4 | 5; recommend: "Yes" | "No" }) {
    const form = this.reviewForm
    await form.getByLabel("Title").fill(review.title)
    await form.getByLabel("Comment").fill(review.comment)
    await form.getByRole("radio", { name: review.stars === 1 ? "1 star" : `${review.stars} stars` }).click()
    await form.getByLabel("Will you recommend this product?").selectOption(review.recommend)
    await form.getByRole("button", { name: "Publish Review" }).click()
  }

  /** A published review in the list, by its title. */
  review(title: string): Locator {
    return this.page.getByRole("article", { name: title, exact: true })
  }

  /** The like toggle of a product on the page (beside its name, or on an add-on's card). */
  likeButton(productName: string): Locator {
    return this.details.getByRole("button", { name: `Wishlist ${productName}`, exact: true })
  }
}
