import path from "node:path"
import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { registerMember, seededAdmin, seededMerchant } from "../support/accounts"
import { waitForEmail } from "../support/outbox"

const SEED_IMAGES = path.resolve(__dirname, "..", "..", "backend", "src", "scripts", "seed", "images")
/** Another brand's product, bought in the same order as the merchant's. */
const OTHER_SLUG = "kilima-two-speed-blender"

test.describe("A seller becomes a merchant and sells", () => {
  // One journey through four people's screens: longer than the default test time.
  test.setTimeout(300_000)

  test("applies, is approved, signs up, sells a product, ships the buyer's line; another merchant sees none of it", async ({
    page,
    request,
    openBrowserAs,
    notices,
    merchantForm: form,
    merchantSignupPage: signup,
    dashboard,
    catalogueAdmin: catalogue,
    ordersList: orders,
    orderPage: order,
    activityPage: activity,
  }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const email = `seller-${stamp}@example.com`
    const brand = `Ushanga Beads ${stamp}`
    const productName = `Beaded Necklace ${stamp}`
    const productSlug = `beaded-necklace-${stamp}`
    const password = "merchant-pass-1"
    // A second pending application with the same phone would be refused: one phone per run.
    const phone = `07${String(Date.now()).slice(-8)}`
    let adminBrowser!: Awaited<ReturnType<typeof openBrowserAs>>

    await test.step("a visitor applies at /sell", async () => {
      await page.goto("/#/sell")
      await expect(page.getByRole("heading", { name: "Become a Duka Kenya seller!" })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await form.button("Submit").click()
      await expect(form.main.getByText("Phone number is required.")).toBeVisible()
      await form.fill({ name: "Naserian Lemayian", email, phoneNumber: phone, brand, business: "Maasai beadwork from Kajiado." })
      await form.button("Submit").click()
      await expect(notices.notice(`We received your request! We will reach you on your phone number +254${phone.slice(1)}!`)).toBeVisible()
      await waitForEmail(email, /We received your request/)
    })

    await test.step("the admin approves the application in /dashboard/merchant", async () => {
      const admin = await openBrowserAs(seededAdmin())
      const { page: adminPage, merchantsAdmin: merchants, notices: adminNotices } = admin
      adminBrowser = admin
      await adminPage.goto("/#/dashboard/merchant")
      // The dashboard waits for the profile first, which a busy machine can make slow.
      await expect(adminPage.getByRole("main").getByRole("heading", { level: 1, name: "Merchants" })).toBeVisible({ timeout: 30_000 })
      await expect(merchants.count).toBeVisible()
      await merchants.searchBox.fill(email)
      await expect(merchants.count).toHaveText("1 merchant")
      await expect(merchants.card(brand)).toContainText("Naserian Lemayian")
      await expect(merchants.action(brand, "Reject")).toBeVisible()
      expect(await seriousViolations(adminPage)).toEqual([])
      await merchants.action(brand, "Approve").click()
      await expect(adminNotices.notice("Merchant has been approved. An invitation to sign up was sent by email.")).toBeVisible()
      await expect(merchants.card(brand).getByText("Approved", { exact: true })).toBeVisible()
      await expect(merchants.action(brand, "Approve")).toHaveCount(0)

      await adminPage.getByRole("main").getByRole("link", { name: "Add", exact: true }).click()
      await expect(adminPage.getByRole("main").getByRole("button", { name: "Add Merchant" })).toBeVisible()
      expect(await seriousViolations(adminPage)).toEqual([])
    })

    await test.step("the admin's Activity page shows the approval, who made it and what changed", async () => {
      const { page: adminPage, dashboard: adminDashboard, activityPage: activity } = adminBrowser
      await adminPage.goto("/#/dashboard")
      await adminDashboard.menuLink("Activity").click()
      await expect(activity.heading).toBeVisible({ timeout: 30_000 })
      await activity.entityFilter.selectOption("merchant")
      const approval = activity.entries.first()
      await expect(approval).toContainText("Merchant approve")
      await expect(approval).toContainText("status: Waiting Approval → Approved")
      await expect(approval.getByRole("button", { name: /^Show activity of / })).toBeVisible()
      expect(await seriousViolations(adminPage)).toEqual([])
    })

    await test.step("the merchant completes sign-up from the e-mailed invitation", async () => {
      const [, link] = await waitForEmail(email, /(#\/merchant-signup\/[a-f0-9]{64}\?email=\S+)/)
      await page.goto(`/${link}`)
      await expect(signup.field("Email")).toHaveValue(email)
      expect(await seriousViolations(page)).toEqual([])
      await signup.field("First Name").fill("Naserian")
      await signup.field("Last Name").fill("Lemayian")
      await signup.field("Password").fill(password)
      await signup.getStarted.click()
      // Signed in at once: greeted, on her first steps (issue item 17).
      await expect(notices.notice("Karibu Naserian!")).toBeVisible()
      await expect(page).toHaveURL(/#\/dashboard\/first-steps$/)
      await expect(page.getByRole("heading", { name: "Karibu Naserian" })).toBeVisible()
      const steps = page.getByRole("list", { name: "First steps" }).getByRole("heading")
      await expect(steps).toHaveText(["Enable your brand", "Add your first product", "Set your payout method"])
    })

    await test.step("the merchant enables the brand and adds a product with an image", async () => {
      await expect(dashboard.menuLink("Brand")).toBeVisible()
      await expect(dashboard.menuLink("Merchants")).toHaveCount(0)

      await dashboard.menuLink("Brand").click()
      await expect(catalogue.heading).toHaveText("Brand")
      await expect(catalogue.link("Add")).toHaveCount(0)
      await catalogue.list("Brands").getByRole("link", { name: brand }).click()
      await catalogue.activeSwitch().check()
      await expect(notices.notice("Brand has been enabled.")).toBeVisible()

      await dashboard.menuLink("Products").click()
      await catalogue.link("Add").click()
      await expect(catalogue.field("Brand")).toBeDisabled()
      await expect(catalogue.field("Brand").locator("option:checked")).toHaveText(brand)
      await catalogue.field("Sku").fill(`USH-${stamp}`)
      await catalogue.field("Name").fill(productName)
      await catalogue.field("Description").fill("A necklace of glass beads strung by hand.")
      await catalogue.field("Quantity").fill("30")
      await catalogue.field("Price").fill("1450")
      await catalogue.field("Taxable").selectOption({ label: "No" })
      await catalogue.field("Images").setInputFiles([path.join(SEED_IMAGES, "pwani-kiondo-sisal-handbag.jpg")])
      await catalogue.button("Add Product").click()
      await expect(notices.notice("Product has been added successfully!")).toBeVisible()
    })

    const buyer = `buyer-${stamp}@example.com`
    const buyerBrowser = await openBrowserAs(
      await registerMember(request, { email: buyer, firstName: "Amani", lastName: "Otieno", password: "secret-pass-1" }),
    )
    let orderId = ""

    await test.step("the product is in the shop and a member buys it with another brand's product", async () => {
      const { page: buyerPage, productPage: product, cartDrawer: drawer, checkoutSheet: sheet } = buyerBrowser
      await expect(async () => {
        await product.goto(productSlug)
        await expect(product.name).toHaveText(productName, { timeout: 2_000 })
      }).toPass({ timeout: 15_000 })
      await product.addToBagButton.click()
      await expect(drawer.item(productName)).toBeVisible()
      await drawer.closeButton.click()
      await product.goto(OTHER_SLUG)
      await product.addToBagButton.click()
      await drawer.root.getByRole("button", { name: "Place Order" }).click()
      await sheet.fillNewAddress({ county: "Kajiado", town: "Kitengela", street: "Namanga Road 3" })
      await sheet.phone.fill("+254 722 000 111")
      await sheet.payOnDelivery.check()
      await sheet.placeButton.click()
      // Placing an order runs several Medusa workflows: seconds on a busy machine.
      await expect(buyerPage).toHaveURL(/#\/order\/success\/[^/?]+$/, { timeout: 60_000 })
      orderId = decodeURIComponent(buyerPage.url().split("/order/success/")[1])
    })

    await test.step("the merchant sees only their line and moves it forward, one step at a time, to Shipped", async () => {
      await orders.goto()
      await orders.customerOrdersButton.click()
      await expect(orders.title("Customer Orders")).toBeVisible()
      await expect(orders.entry(orderId)).toBeVisible()
      await orders.entryLink(orderId).click()
      await expect(order.heading).toBeVisible()
      await expect(order.main.getByRole("article")).toHaveCount(1)
      await expect(order.item(productName)).toBeVisible()
      await expect(order.statusSelect(productName).locator("option")).toHaveText(["Not processed", "Processing"])
      await order.statusSelect(productName).selectOption("Processing")
      await expect(order.itemStatus(productName)).toHaveText("Processing")
      await expect(order.statusSelect(productName).locator("option")).toHaveText(["Processing", "Shipped"])
      await order.statusSelect(productName).selectOption("Shipped")
      await expect(order.itemStatus(productName)).toHaveText("Shipped")
      // The order's History card: the merchant's own two moves, newest first.
      await expect(activity.historyCard.getByTestId("activity-entry")).toHaveCount(2)
      await expect(activity.historyCard.getByTestId("activity-entry").first()).toContainText("status: Processing → Shipped")
      await expect(activity.historyCard.getByTestId("activity-entry").last()).toContainText("status: Not processed → Processing")
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("the buyer sees Shipped", async () => {
      const { orderPage: buyerOrder } = buyerBrowser
      await buyerOrder.goto(orderId)
      await expect(buyerOrder.itemStatus(productName)).toHaveText("Shipped")
      await expect(buyerOrder.main.getByRole("article")).toHaveCount(2)
      await expect(buyerOrder.statusSelect(productName)).toHaveCount(0)
    })

    await test.step("another merchant sees none of it", async () => {
      const other = await openBrowserAs(seededMerchant())
      await other.ordersList.gotoCustomerOrders()
      await expect(other.ordersList.title("Customer Orders")).toBeVisible()
      await expect(other.ordersList.count).toBeVisible()
      await expect(other.ordersList.entry(orderId)).toHaveCount(0)
      await other.orderPage.goto(orderId)
      await expect(other.page.getByText("no order found.")).toBeVisible()
      const api = await request.get(`/api/order/${orderId}`, { headers: { Authorization: other.account.token } })
      expect(api.status()).toBe(404)
    })
  })
})
