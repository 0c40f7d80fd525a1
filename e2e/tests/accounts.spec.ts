import type { APIRequestContext, Page } from "@playwright/test"
import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { waitForEmail } from "../support/outbox"
import { AddressesPage } from "../pages/addresses"
import { DashboardPage } from "../pages/dashboard"
import { LoginPage } from "../pages/login"
import { Notices } from "../pages/notices"
import { ForgotPasswordPage, ResetPasswordPage } from "../pages/password"
import { SignupPage, type NewAccount } from "../pages/signup"

const UNAUTHORIZED = "Unauthorized Access! Please login again"
const FORBIDDEN = "Forbidden! You are not allowed to access this resource."

const newAccount = (firstName: string): NewAccount => ({
  email: `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  firstName,
  lastName: "Mwangi",
  password: "first-secret-1",
})

/** A member registered through the API; returns the whole 'Bearer …' token. */
async function registerMember(request: APIRequestContext, account: NewAccount): Promise<string> {
  const response = await request.post("/api/auth/register", { data: { isSubscribed: false, ...account } })
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { token: string }).token
}

/** Opens `path` (a hash route) in a fresh page load that starts signed in with `token`. */
async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto("/")
  await page.evaluate((value) => window.localStorage.setItem("token", value), token)
  await page.goto(`/#${path}`)
  await page.reload()
}


test.describe("A member's account", () => {
  test("signs up, edits the profile and addresses, signs out, resets the password and signs in again", async ({ page }) => {
    const account = newAccount("Wanjiru")
    const newPassword = "second-secret-2"
    const signup = new SignupPage(page)
    const dashboard = new DashboardPage(page)
    const addresses = new AddressesPage(page)
    const login = new LoginPage(page)
    const notices = new Notices(page)

    // Sign up → dashboard.
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

    // Edit the profile; it survives a reload.
    await dashboard.field("Last Name").fill("Kariuki")
    await dashboard.field("Phone Number").fill("0712 345 678")
    await dashboard.saveChanges.click()
    await expect(notices.notice("Your profile is successfully updated!")).toBeVisible()
    await page.reload()
    await expect(dashboard.field("Last Name")).toHaveValue("Kariuki")
    await expect(dashboard.field("Phone Number")).toHaveValue("0712 345 678")

    // Add an address (validation first), edit it, delete it.
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

    // Sign out → /login; the dashboard is closed to visitors.
    await dashboard.signOut(account.firstName)
    await expect(notices.notice("You have signed out!")).toBeVisible()
    await expect(page).toHaveURL(/#\/login$/)
    await dashboard.goto()
    await expect(page).toHaveURL(/#\/login$/)

    // Forgot password → the e-mailed link → reset.
    await login.forgotPasswordLink.click()
    const forgot = new ForgotPasswordPage(page)
    await expect(forgot.heading).toBeVisible()
    await forgot.requestReset(account.email)
    await expect(page).toHaveURL(/#\/login$/)
    const [link] = await waitForEmail(account.email, /https?:\/\/\S+\/#\/reset-password\/[\w.-]+/)
    await page.goto(link)
    const reset = new ResetPasswordPage(page)
    await expect(reset.heading).toBeVisible()
    await reset.reset(newPassword, "not-the-same")
    await expect(page.getByText("Confirm password and password fields must match.")).toBeVisible()
    await reset.reset(newPassword)
    await expect(page).toHaveURL(/#\/login$/)

    // The old password no longer works; the new one does.
    await login.login(account.email, account.password)
    await expect(notices.notice("Please try to login again!")).toBeVisible()
    await expect(page).toHaveURL(/#\/login$/)
    await login.login(account.email, newPassword)
    await expect(notices.notice(`Hey ${account.firstName}, Welcome Back!`)).toBeVisible()
    await expect(page).toHaveURL(/#\/dashboard$/)
    await expect(dashboard.field("Last Name")).toHaveValue("Kariuki")

    // Signed in, the sign-in pages lead to the dashboard.
    await login.goto()
    await expect(page).toHaveURL(/#\/dashboard$/)
  })

  test("a 401 from the API signs the user out and goes to /login with the notice", async ({ page, request }) => {
    const account = newAccount("Otieno")
    const token = await registerMember(request, account)
    await openSignedIn(page, token, "/dashboard/address")
    await expect(new AddressesPage(page).emptyState).toBeVisible()

    await page.evaluate(() => window.localStorage.setItem("token", "Bearer corrupt.token.value"))
    await page.reload()
    await expect(new Notices(page).notice(UNAUTHORIZED)).toBeVisible()
    await expect(page).toHaveURL(/#\/login$/)
    await expect(new LoginPage(page).heading).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull()
  })

  test("a member opening /dashboard/users sees the Forbidden state and no users; an admin sees them", async ({
    page,
    request,
  }) => {
    const account = newAccount("Achieng")
    const token = await registerMember(request, account)
    const userCalls: string[] = []
    page.on("request", (req) => {
      if (/\/api\/user(\?|\/search)/.test(req.url())) userCalls.push(req.url())
    })
    const dashboard = new DashboardPage(page)
    await openSignedIn(page, token, "/dashboard/users")
    await expect(page.getByRole("main").getByText(FORBIDDEN)).toBeVisible()
    await expect(page.getByRole("main").getByText(account.email)).toHaveCount(0)
    await expect(dashboard.menuLink("Users")).toHaveCount(0)
    expect(userCalls).toEqual([])
    // The API refuses too.
    expect((await request.get("/api/user", { headers: { Authorization: token } })).status()).toBe(403)

    // The admin sees the list, with the member in it, and can search.
    const adminEmail = process.env.SHOP_ADMIN_EMAIL!
    await dashboard.signOut(account.firstName)
    await new LoginPage(page).login(adminEmail, process.env.SHOP_ADMIN_PASSWORD!)
    await expect(page).toHaveURL(/#\/dashboard$/)
    await expect(page.getByRole("main").getByText("Admin", { exact: true })).toBeVisible()
    await dashboard.menuLink("Users").click()
    await expect(dashboard.heading).toHaveText("Users")
    await expect(page.getByText(/^\d+ users?$/)).toBeVisible()
    await page.getByPlaceholder("Type user name or email").fill(account.email)
    await page.getByRole("button", { name: "Search", exact: true }).click()
    const list = page.getByRole("list", { name: "Users" })
    await expect(list.getByRole("listitem")).toHaveCount(1)
    await expect(list).toContainText(`${account.firstName} ${account.lastName}`)
    await expect(list).toContainText("Member")
  })

  test("the login page and the dashboard pass axe (WCAG 2.2 AA)", async ({ page, request }) => {
    const login = new LoginPage(page)
    await login.goto()
    await expect(login.heading).toBeVisible()
    await expect(login.socialLink("Google")).toHaveAttribute("href", "/api/auth/google")
    await expect(login.socialLink("Facebook")).toHaveAttribute("href", "/api/auth/facebook")
    await login.submit.click()
    await expect(page.getByText("Password is required.")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    const token = await registerMember(request, newAccount("Baraka"))
    const dashboard = new DashboardPage(page)
    await openSignedIn(page, token, "/dashboard")
    await expect(dashboard.heading).toHaveText("Account Details")
    expect(await seriousViolations(page)).toEqual([])
    await dashboard.goto("/address/add")
    await expect(dashboard.heading).toHaveText("Add Address")
    expect(await seriousViolations(page)).toEqual([])
  })
})
