import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { kes } from "../support/money"
import type { CatalogueAdmin, NewProduct } from "../pages/catalogue-admin"

const SEED_IMAGES = path.resolve(__dirname, "..", "..", "backend", "src", "scripts", "seed", "images")
const image = (name: string) => path.join(SEED_IMAGES, name)

/** Shop listings are cached for up to a second: open `path` afresh until `check` passes. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(`/#${path}`)
    await page.reload()
    await check()
  }).toPass({ timeout: 15_000 })
}

const visible = (locator: Locator) => expect(locator).toBeVisible({ timeout: 2_000 })

test.describe("The admin's catalogue", () => {
  test("adds a product with images, edits it, hides it with its brand, brings it back and puts it in a new category", async ({
    page,
    asAdmin,
    catalogueAdmin: admin,
    dashboard,
    notices,
    productPage,
    homePage,
  }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const brandName = `Pwani Weavers ${stamp}`
    const categoryName = `Coast Living ${stamp}`
    const product: NewProduct = {
      sku: `KIKOI-${stamp}`,
      name: `Kikoi Wrap ${stamp}`,
      description: "A light cotton kikoi woven on the coast.",
      quantity: 40,
      price: 1350,
      taxable: "No",
      brand: brandName,
      variants: "Red, Blue",
      images: [image("kilima-electric-kettle-1-7l.jpg"), image("jua-power-solar-lantern.jpg")],
    }
    const newSlug = `kikoi-${stamp}`
    const newPrice = 1499

    await test.step("A new brand, so the cascade touches nothing else in the shop", async () => {
      await page.goto("/#/dashboard")
      await dashboard.menuLink("Brands").click()
      await expect(admin.heading).toHaveText("Brands")
      await admin.link("Add").click()
      await admin.field("Name").fill(brandName)
      await admin.field("Description").fill("Hand-woven cloth from the coast.")
      await admin.button("Add Brand").click()
      await expect(notices.notice("Brand has been added successfully!")).toBeVisible()
      await expect(page).toHaveURL(/#\/dashboard\/brand$/)
      await expect(admin.list("Brands").getByRole("link", { name: brandName })).toBeVisible()
    })

    await test.step("Add the product with two images, previewed before upload", async () => {
      await dashboard.menuLink("Products").click()
      await expect(admin.heading).toHaveText("Products")
      await admin.link("Add").click()
      await expect(admin.heading).toHaveText("Add Product")
      await admin.fillProduct(product)
      await expect(admin.chosenImages).toHaveCount(2)
      await expect(admin.chosenImages.first()).toHaveAttribute("src", /^blob:/)
      await admin.button("Add Product").click()
      await expect(notices.notice("Product has been added successfully!")).toBeVisible()
      await expect(page).toHaveURL(/#\/dashboard\/product$/)
    })

    const { editPath, slug } = await test.step("Its edit page tells the slug the server gave it", async () => {
      await admin.list("Products").getByRole("link", { name: product.name }).click()
      await expect(admin.heading).toHaveText("Edit Product")
      const editPath = new URL(page.url()).hash.slice(1)
      const slug = await admin.field("Slug").inputValue()
      expect(slug).toMatch(/^kikoi-wrap-/)
      await expect(admin.link(new RegExp(`^View ${product.name} in the shop$`))).toHaveAttribute("href", `#/product/${slug}`)
      return { editPath, slug }
    })

    await test.step("It shows on the shop with its price and both images", async () => {
      await eventually(page, `/product/${slug}`, () => visible(productPage.name))
      await expect(productPage.name).toHaveText(product.name)
      await expect(productPage.details).toContainText(kes(product.price))
      for (const n of [1, 2]) {
        const img = page.getByRole("img", { name: `${product.name}, image ${n} of 2` })
        await expect(img).toHaveAttribute("src", /^\/api\/files\/.+\.jpg$/)
      }
      const first = page.getByRole("img", { name: `${product.name}, image 1 of 2` })
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    })

    await test.step("Edit its price and slug", async () => {
      await page.goto(`/#${editPath}`)
      await admin.field("Slug").fill("not a slug")
      await admin.button("Save").click()
      await expect(admin.main.getByText("Slug may have alpha-numeric characters, as well as dashes and underscores only.")).toBeVisible()
      await admin.field("Slug").fill(newSlug)
      await admin.field("Price").fill(String(newPrice))
      await admin.button("Save").click()
      await expect(notices.notice("Product has been updated successfully!")).toBeVisible()
      await eventually(page, `/product/${newSlug}`, () => visible(productPage.details.getByText(kes(newPrice))))
      await expect(productPage.name).toHaveText(product.name)
      await eventually(page, `/product/${slug}`, () => visible(page.getByText("no product found.")))
    })

    await test.step("Disabling the brand takes the product off the shop", async () => {
      await openBrand(page, admin, brandName)
      await expect(admin.main.getByText(`Disabling ${brandName} will also disable all ${brandName} products.`)).toBeVisible()
      await expect(admin.link(new RegExp(`^View ${brandName} in the shop$`))).toHaveAttribute("href", /^#\/shop\/brand\/.+/)
      await expect(admin.activeSwitch()).toBeChecked()
      await admin.activeSwitch().click()
      await expect(notices.notice(`Brand has been disabled, and so have all ${brandName} products.`)).toBeVisible()
      await expect(admin.activeSwitch()).not.toBeChecked()
      await eventually(page, `/product/${newSlug}`, () => visible(page.getByText("no product found.")))
    })

    await test.step("Re-enabling the brand alone is not enough: the product was disabled with it", async () => {
      await openBrand(page, admin, brandName)
      await admin.activeSwitch().click()
      await expect(notices.notice("Brand has been enabled.")).toBeVisible()
      await expect(admin.activeSwitch()).toBeChecked()
      await page.goto(`/#${editPath}`)
      await expect(admin.field("Slug")).toHaveValue(newSlug)
      await expect(admin.activeSwitch()).not.toBeChecked()
      await admin.activeSwitch().click()
      await expect(notices.notice("Product has been enabled.")).toBeVisible()
      await expect(admin.activeSwitch()).toBeChecked()
      await eventually(page, `/product/${newSlug}`, () => visible(productPage.name))
      await expect(productPage.details).toContainText(kes(newPrice))
    })

    await test.step("A new category with the product gets its block on the home page", async () => {
      await page.goto("/#/dashboard/category")
      await expect(admin.heading).toHaveText("Categories")
      await admin.link("Add").click()
      await admin.button("Add Category").click()
      await expect(admin.main.getByText("Products are required.")).toBeVisible()
      await admin.field("Name").fill(categoryName)
      await admin.field("Description").fill("Everything for a day by the sea.")
      await admin.pickProducts([product.name])
      await admin.button("Add Category").click()
      await expect(notices.notice("Category has been added successfully!")).toBeVisible()
      await expect(page).toHaveURL(/#\/dashboard\/category$/)
      await expect(admin.list("Categories").getByRole("link", { name: categoryName })).toBeVisible()

      await expect(async () => {
        await homePage.goto()
        await page.reload()
        const block = await homePage.scrolledToBlock(categoryName, 2_000)
        await visible(block)
        await expect(homePage.productCards(block).filter({ hasText: product.name })).toContainText(kes(newPrice), { timeout: 2_000 })
      }).toPass({ timeout: 15_000 })
    })
  })

  test("keeps the pickup stations and each county's delivery fees", async ({ page, asAdmin, catalogueAdmin: admin, dashboard, notices }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const station = `Lodwar Hub ${stamp}`
    // A county no other journey delivers to; its fee goes back to free at the end.
    const county = "Turkana"
    const stations = admin.main.getByRole("list", { name: "Pickup stations" })
    // The fee table's row (the days table beside it has a row per county too).
    const fees = admin.main.getByRole("table", { name: /^Fees in Kes\. per county/ })
    const feeRow = fees.getByRole("row").filter({ has: page.getByRole("rowheader", { name: county, exact: true }) })
    const homeFee = feeRow.getByRole("textbox", { name: `Home delivery fee to ${county} (Kes.)` })

    await test.step("Delivery is in the admin's menu; the page passes axe", async () => {
      await page.goto("/#/dashboard")
      await dashboard.menuLink("Delivery").click()
      await expect(page).toHaveURL(/#\/dashboard\/delivery$/)
      await expect(admin.heading).toHaveText("Delivery")
      await expect(fees.getByRole("rowheader")).toHaveCount(47)
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("Add a station (every field is asked for first)", async () => {
      await admin.link("Add Station").click()
      await expect(admin.heading).toHaveText("Add Pickup Station")
      await admin.button("Add Station").click()
      await expect(admin.main.getByText("Name is required.")).toBeVisible()
      await admin.field("Name").fill(station)
      await admin.field("Town").fill("Lodwar")
      await admin.field("County").selectOption(county)
      await admin.field("Opening hours").fill("Mon–Sat 8:00–18:00")
      await admin.button("Add Station").click()
      await expect(notices.notice("Pickup station has been added successfully!")).toBeVisible()
      await expect(page).toHaveURL(/#\/dashboard\/delivery$/)
      await expect(stations.getByRole("article", { name: station })).toContainText(`Lodwar, ${county} County`)
    })

    await test.step("Close it with its switch; it stays listed for the admin", async () => {
      const open = admin.main.getByRole("switch", { name: `Open: ${station}` })
      await expect(open).toBeChecked()
      await open.click()
      await expect(notices.notice("Pickup station has been updated successfully!")).toBeVisible()
      await page.reload()
      await expect(admin.main.getByRole("switch", { name: `Open: ${station}` })).not.toBeChecked()
    })

    await test.step("Set the county's home delivery fee, then make it free again", async () => {
      await expect(homeFee).toHaveValue("0")
      await homeFee.fill("350")
      await feeRow.getByRole("button", { name: "Save" }).click()
      await expect(notices.notice("Delivery fee has been saved successfully!").first()).toBeVisible()
      await page.reload()
      await expect(homeFee).toHaveValue("350")
      await homeFee.fill("0")
      await feeRow.getByRole("button", { name: "Save" }).click()
      await expect(notices.notice("Delivery fee has been saved successfully!").first()).toBeVisible()
      await page.reload()
      await expect(homeFee).toHaveValue("0")
    })

    await test.step("Delete the station after confirming", async () => {
      await stations.getByRole("article", { name: station }).getByRole("button", { name: "Delete" }).click()
      const dialog = page.getByRole("alertdialog", { name: "Delete pickup station" })
      await expect(dialog).toContainText(`Delete ${station}?`)
      await dialog.getByRole("button", { name: "Delete" }).click()
      await expect(notices.notice("Pickup station has been deleted successfully!")).toBeVisible()
      await expect(admin.main.getByRole("article", { name: station })).toHaveCount(0)
    })
  })

  test("the product form passes axe (WCAG 2.2 AA) with previews and messages on screen", async ({
    page,
    asAdmin,
    catalogueAdmin: admin,
  }) => {
    await page.goto("/#/dashboard/product/add")
    await expect(admin.heading).toHaveText("Add Product")
    await expect(admin.field("Brand")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await admin.field("Sku").fill("bad sku!")
    await admin.field("Images").setInputFiles([image("kilima-acacia-chopping-board.jpg")])
    await expect(admin.chosenImages).toHaveCount(1)
    await admin.button("Add Product").click()
    await expect(admin.main.getByText("Sku may have alpha-numeric characters, as well as dashes and underscores only.")).toBeVisible()
    await expect(admin.main.getByText("Name is required.")).toBeVisible()
    await expect(admin.main.getByText("Brand is required.")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

/** The brand's edit page, from the Brands list. */
async function openBrand(page: Page, admin: CatalogueAdmin, brandName: string) {
  await page.goto("/#/dashboard/brand")
  await admin.list("Brands").getByRole("link", { name: brandName }).click()
  await expect(admin.heading).toHaveText("Edit Brand")
  await expect(admin.field("Name")).toHaveValue(brandName)
}
