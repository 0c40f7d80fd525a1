import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { newAccount } from "../support/accounts"
import { waitForEmail } from "../support/outbox"

const UNAUTHORIZED = "Unauthorized Access! Please login again"
const FORBIDDEN = "Forbidden! You are not allowed to access this resource."

test.describe("A member's account", () => {
  test("signs up, edits the profile and addresses, signs out, resets the password and signs in again", async ({
    page,
    signupPage: signup,
    dashboard,
    addressesPage: addresses,
    loginPage: login,
    notices,
    forgotPasswordPage: forgot,
    resetPasswordPage: reset,
  }) => {
    const account = newAccount("Wanjiru")
    const newPassword = "second-secret-2"

    await test.step("Sign up → dashboard", async () => {
      await signup.goto()
      await signup.submit.click()
      await expect(page.getByText("Email is required.")).toBeVisible()
      await signup.signUp({ ...account, subscribe: true })
      await expect(notices.notice(/You have signed up successfully!/)).toBeVisible()
      await expect(page).toHaveURL(/#\/dashboard$/)
      await expect(dashboard.heading).toHaveText("Account Details")
      await expect(page.getByRole("main")).toContainText(account.email)
      await expect(page.getByRole("main").getByText("Member", { exact: true })).toBeVisible()
      await expect(dashboard.accountButton(account.firstName)).toBeVisible()
      await expect(dashboard.menuLink("Users")).toHaveCount(0)
    })

    await test.step("Edit the profile; a Kenyan phone is kept as +254…; it survives a reload", async () => {
      await dashboard.field("Last Name").fill("Kariuki")
      await dashboard.field("Phone Number").fill("0712 345 678")
      await dashboard.saveChanges.click()
      await expect(notices.notice("Your profile is successfully updated!")).toBeVisible()
      await expect(dashboard.field("Phone Number")).toHaveValue("+254712345678")
      await page.reload()
      await expect(dashboard.field("Last Name")).toHaveValue("Kariuki")
      await expect(dashboard.field("Phone Number")).toHaveValue("+254712345678")
    })

    await test.step("Add an address (validation first), edit it, delete it", async () => {
      await dashboard.menuLink("Address").click()
      await expect(page).toHaveURL(/#\/dashboard\/address$/)
      await expect(addresses.emptyState).toBeVisible()
      await addresses.addButton.click()
      await expect(page).toHaveURL(/#\/dashboard\/address\/add$/)
      await addresses.fill({ address: "12 Moi Avenue", city: "Nairobi", state: "Nairobi County", country: "Kenya", zipCode: "001" })
      await addresses.button("Add Address").click()
      await expect(page.getByText("Zipcode must be at least 5 characters.")).toBeVisible()
      await addresses.fill({ address: "12 Moi Avenue", city: "Nairobi", state: "Nairobi County", country: "Kenya", zipCode: "00100", isDefault: true })
      await addresses.button("Add Address").click()
      await expect(page).toHaveURL(/#\/dashboard\/address$/)
      await expect(addresses.card("12 Moi Avenue")).toContainText("Default Delivery Address")
      await expect(addresses.card("12 Moi Avenue")).toContainText("Nairobi, Nairobi County, Kenya, 00100")
      await addresses.editLink("12 Moi Avenue").click()
      await expect(page).toHaveURL(/#\/dashboard\/address\/edit\/.+$/)
      await expect(page.getByRole("main").getByLabel("City")).toHaveValue("Nairobi")
      await addresses.fill({ address: "14 Kenyatta Avenue", city: "Mombasa", state: "Mombasa County", country: "Kenya", zipCode: "80100" })
      await addresses.button("Save").click()
      await expect(page).toHaveURL(/#\/dashboard\/address$/)
      await expect(addresses.card("14 Kenyatta Avenue")).toContainText("Mombasa, Mombasa County, Kenya, 80100")
      await addresses.editLink("14 Kenyatta Avenue").click()
      await addresses.button("Delete").click()
      await expect(page).toHaveURL(/#\/dashboard\/address$/)
      await expect(addresses.emptyState).toBeVisible()
    })

    await test.step("Sign out → /login; the dashboard is closed to visitors", async () => {
      await dashboard.signOut(account.firstName)
      await expect(notices.notice("You have signed out!")).toBeVisible()
      await expect(page).toHaveURL(/#\/login$/)
      await dashboard.goto()
      await expect(page).toHaveURL(/#\/login$/)
    })

    await test.step("Forgot password → the e-mailed link → reset", async () => {
      await login.forgotPasswordLink.click()
      await expect(forgot.heading).toBeVisible()
      await forgot.requestReset(account.email)
      await expect(page).toHaveURL(/#\/login$/)
      const [link] = await waitForEmail(account.email, /https?:\/\/\S+\/#\/reset-password\/[\w.-]+/)
      await page.goto(link)
      await expect(reset.heading).toBeVisible()
      await reset.reset(newPassword, "not-the-same")
      await expect(page.getByText("Confirm password and password fields must match.")).toBeVisible()
      await reset.reset(newPassword)
      await expect(page).toHaveURL(/#\/login$/)
    })

    await test.step("The old password no longer works; the new one does", async () => {
      await login.login(account.email, account.password)
      await expect(notices.notice("Please try to login again!")).toBeVisible()
      await expect(page).toHaveURL(/#\/login$/)
      await login.login(account.email, newPassword)
      await expect(notices.notice(`Hey ${account.firstName}, Welcome Back!`)).toBeVisible()
      await expect(page).toHaveURL(/#\/dashboard$/)
      await expect(dashboard.field("Last Name")).toHaveValue("Kariuki")
    })

    await test.step("Signed in, the sign-in pages lead to the dashboard", async () => {
      await login.goto()
      await expect(page).toHaveURL(/#\/dashboard$/)
    })
  })

  test("a 401 from the API signs the user out and goes to /login with the notice", async ({
    page,
    asMember,
    addressesPage,
    notices,
    loginPage,
  }) => {
    await test.step("Signed in, the addresses page loads", async () => {
      await page.goto("/#/dashboard/address")
      await expect(addressesPage.emptyState).toBeVisible()
      expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBe(asMember.token)
    })

    await test.step("A token the API refuses signs the user out", async () => {
      await page.evaluate(() => window.localStorage.setItem("token", "Bearer corrupt.token.value"))
      await page.reload()
      await expect(notices.notice(UNAUTHORIZED)).toBeVisible()
      await expect(page).toHaveURL(/#\/login$/)
      await expect(loginPage.heading).toBeVisible()
      expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull()
    })
  })

  test("a member opening /dashboard/users sees the Forbidden state and no users; an admin sees them", async ({
    page,
    request,
    asMember: member,
    dashboard,
    loginPage,
  }) => {
    await test.step("The member sees Forbidden, and the page asks nothing of the API", async () => {
      const userCalls: string[] = []
      page.on("request", (req) => {
        if (/\/api\/user(\?|\/search)/.test(req.url())) userCalls.push(req.url())
      })
      await page.goto("/#/dashboard/users")
      await expect(page.getByRole("main").getByText(FORBIDDEN)).toBeVisible()
      await expect(page.getByRole("main").getByText(member.email)).toHaveCount(0)
      await expect(dashboard.menuLink("Users")).toHaveCount(0)
      expect(userCalls).toEqual([])
      // The API refuses too.
      expect((await request.get("/api/user", { headers: { Authorization: member.token } })).status()).toBe(403)
    })

    await test.step("The admin sees the list, with the member in it, and can search", async () => {
      await dashboard.signOut(member.firstName)
      await loginPage.login(process.env.SHOP_ADMIN_EMAIL!, process.env.SHOP_ADMIN_PASSWORD!)
      // Staff land on their Overview (issue item 21).
      await expect(page).toHaveURL(/#\/dashboard\/overview$/)
      await dashboard.menuLink("Users").click()
      await expect(dashboard.heading).toHaveText("Users")
      await expect(page.getByText(/^\d+ users?$/)).toBeVisible()
      await page.getByPlaceholder("Type user name or email").fill(member.email)
      await page.getByRole("button", { name: "Search", exact: true }).click()
      const list = page.getByRole("list", { name: "Users" })
      await expect(list.getByRole("listitem")).toHaveCount(1)
      await expect(list).toContainText(`${member.firstName} ${member.lastName}`)
      await expect(list).toContainText("Member")
    })
  })

  test("the login page and the dashboard pass axe (WCAG 2.2 AA)", async ({ page, asMember, dashboard, loginPage: login }) => {
    await test.step("Signed in: Account Details and Add Address", async () => {
      await dashboard.goto()
      await expect(dashboard.heading).toHaveText("Account Details")
      expect(await seriousViolations(page)).toEqual([])
      await dashboard.goto("/address/add")
      await expect(dashboard.heading).toHaveText("Add Address")
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step("Signed out: the login page with its messages", async () => {
      await dashboard.signOut(asMember.firstName)
      await login.goto()
      await expect(login.heading).toBeVisible()
      // This shop has no GOOGLE_* / FACEBOOK_* settings, so the page shows no social button.
      expect(await (await page.request.get("/api/auth/providers")).json()).toEqual({ google: false, facebook: false })
      await expect(login.socialLink("Google")).toHaveCount(0)
      await expect(login.socialLink("Facebook")).toHaveCount(0)
      await login.submit.click()
      await expect(page.getByText("Password is required.")).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
})
