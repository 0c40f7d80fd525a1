import { test, expect } from "../support/fixtures"
import { logIn, seededAdmin } from "../support/accounts"

test.describe("The shop's admin inside Medusa Admin", () => {
  // Medusa Admin keeps its own session: each test signs in on its login form, as the seeded admin.
  test.beforeEach(async ({ medusaAdmin: admin }) => {
    const { email, password } = seededAdmin()
    await admin.signIn(email, password)
  })

  test("signs in with the seeded admin, lists the brands and shows a product's shop details", async ({ page, request, medusaAdmin: admin }) => {
    await test.step("The Brands page lists every brand", async () => {
      await admin.openBrands()
      await expect(page.getByRole("heading", { name: "Brands" })).toBeVisible()
      const brands = (await (await request.get("/api/brand/list")).json()).brands as { name: string }[]
      for (const brand of brands) {
        await expect(page.getByRole("cell", { name: brand.name, exact: true })).toBeVisible()
      }
    })

    await test.step("A product's page shows the shop's details", async () => {
      const { product } = await (await request.get("/api/product/item/nyota-n5-smartphone-64gb")).json()
      await admin.openProduct(product._id)
      const widget = page.getByRole("region", { name: "Shop", exact: true })
      await expect(widget.getByText("Nyota Mobile")).toBeVisible()
      await expect(widget.getByText("Taxable (16% VAT)")).toBeVisible()
    })
  })

  test("lists the merchants with status and brand, and approves one with the API's own workflow", async ({
    page,
    request,
    medusaAdmin: admin,
  }) => {
    await test.step("Open Merchants", async () => {
      await admin.openMerchants()
      await expect(page.getByRole("heading", { name: "Merchants" })).toBeVisible()
    })

    const waiting = page.getByRole("row").filter({ hasText: "Pwani Spice House" })

    await test.step("Each merchant's status and brand", async () => {
      const seeded = page.getByRole("row").filter({ hasText: "Kikapu Crafts" })
      await expect(seeded.getByText("Approved", { exact: true })).toBeVisible()
      await expect(waiting.getByText("Waiting Approval")).toBeVisible()
      await expect(page.getByRole("row").filter({ hasText: "Ziwa Fish Crafts" })).toContainText("No email: call")
    })

    await test.step("Approve: the API's workflow approves and activates the merchant, and makes its brand", async () => {
      await waiting.getByRole("button", { name: "Approve", exact: true }).click()
      await expect(waiting.getByText("Approved", { exact: true })).toBeVisible()
      const { token } = await logIn(request, seededAdmin())
      const found = await (await request.get("/api/merchant/search?search=pwani%20spice", { headers: { Authorization: token } })).json()
      expect(found.merchants[0]).toMatchObject({ status: "Approved", isActive: true, brand: { name: "Pwani Spice House", isActive: false } })
    })
  })
})
