import type { Browser, Page } from "@playwright/test"
import { test, expect } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { logIn, registerMember } from "../support/accounts"
import { SupportPage } from "../pages/support-page"

/** A browser context of its own (its own storage, like another person's browser), signed in on /support. */
async function openSupportAs(browser: Browser, bearer: string): Promise<{ page: Page; support: SupportPage }> {
  const context = await browser.newContext({ baseURL: process.env.SHOP_URL })
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem("token")) window.localStorage.setItem("token", value)
  }, bearer)
  const page = await context.newPage()
  const support = new SupportPage(page)
  await support.goto()
  await expect(support.heading).toBeVisible()
  return { page, support }
}

test.describe("Support chat", () => {
  test("a signed-out visitor is sent to /login", async ({ page, supportPage, loginPage }) => {
    await supportPage.goto()
    await expect(loginPage.heading).toBeVisible()
  })

  test("a member and the admin chat live; history and unread counts hold across reloads", async ({ browser, request }) => {
    test.setTimeout(180_000)
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const memberName = `Wanjiru ${stamp}`
    const { token: memberToken } = await registerMember(request, {
      email: `wanjiru.${stamp}@example.com`,
      firstName: "Wanjiru",
      lastName: stamp,
      password: "secret-pass",
    })
    const { token: adminToken } = await logIn(request, {
      email: process.env.SHOP_ADMIN_EMAIL!,
      password: process.env.SHOP_ADMIN_PASSWORD!,
    })

    const admin = await openSupportAs(browser, adminToken)
    const member = await openSupportAs(browser, memberToken)

    await test.step("each sees the other online", async () => {
      await expect(member.support.user("Support")).toHaveAccessibleName(/^Support online/)
      await expect(admin.support.user(memberName)).toHaveAccessibleName(new RegExp(`^${memberName} online`))
      await expect(admin.support.status("Select chat to start messaging")).toBeVisible()
    })

    await test.step("the member writes; empty text is refused", async () => {
      await member.support.user("Support").click()
      await expect(member.support.status("No messages found")).toBeVisible()
      await expect(member.support.send).toBeDisabled()
      await member.support.textBox.fill("   ")
      const alerts: string[] = []
      member.page.once("dialog", async (dialog) => {
        alerts.push(dialog.message())
        await dialog.accept()
      })
      await member.support.send.click()
      await expect.poll(() => alerts).toEqual(["Please type message."])

      await member.support.sendMessage("Habari! Is my order on the way?")
      await expect(member.support.textBox).toHaveValue("")
      await member.support.sendMessage("It is order 1024.")
      await expect(member.support.messages.getByText("It is order 1024.")).toBeVisible()
      expect(await member.support.headers()).toEqual([memberName, null])
    })

    await test.step("the admin sees two unread, opens the chat and the count clears, then answers", async () => {
      await expect(admin.support.user(memberName)).toHaveAccessibleName(/2 unread$/)
      await admin.support.user(memberName).click()
      await expect(admin.support.messages.getByText("Habari! Is my order on the way?")).toBeVisible()
      await expect(admin.support.user(memberName)).not.toHaveAccessibleName(/unread/)
      await admin.support.sendMessage("Karibu! It ships today.")
      await expect(member.support.messages.getByText("Karibu! It ships today.")).toBeVisible()
    })

    await test.step("the member reloads and finds the whole history", async () => {
      await member.page.reload()
      await expect(member.support.messages.getByRole("listitem")).toHaveText([
        "Habari! Is my order on the way?",
        "It is order 1024.",
        "Karibu! It ships today.",
      ].map((text) => new RegExp(text.replace(/[.?!]/g, "\\$&") + "$")))
    })

    await test.step("the admin reloads: nothing unread", async () => {
      await admin.page.reload()
      await expect(admin.support.user(memberName)).toHaveAccessibleName(new RegExp(`^${memberName} online$`))
    })

    await test.step("the member leaves and the admin sees them offline", async () => {
      await member.page.close()
      await expect(admin.support.user(memberName)).toHaveAccessibleName(new RegExp(`^${memberName} offline`))
    })

    await test.step("no serious accessibility violations on /support", async () => {
      expect(await seriousViolations(admin.page)).toEqual([])
    })
  })
})
