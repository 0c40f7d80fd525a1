import { test, expect } from "../support/fixtures"
import { MedusaAdmin } from "../pages/medusa-admin"

test.describe("The shop's admin inside Medusa Admin", () => {
  test("signs in with the seeded admin, lists the brands and shows a product's shop details", async ({ page, request }) => {
    const admin = new MedusaAdmin(page)
    await admin.signIn(process.env.SHOP_ADMIN_EMAIL!, process.env.SHOP_ADMIN_PASSWORD!)

    await admin.openBrands()
    await expect(page.getByRole("heading", { name: "Brands" })).toBeVisible()
    const brands = (await (await request.get("/api/brand/list")).json()).brands as { name: string }[]
    for (const brand of brands) {
      await expect(page.getByRole("cell", { name: brand.name, exact: true })).toBeVisible()
    }

    const { product } = await (await request.get("/api/product/item/nyota-n5-smartphone-64gb")).json()
    await admin.openProduct(product._id)
    const widget = page.getByRole("region", { name: "Shop", exact: true })
    await expect(widget.getByText("Nyota Mobile")).toBeVisible()
    await expect(widget.getByText("Taxable (16% VAT)")).toBeVisible()
  })
})
