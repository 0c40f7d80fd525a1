import { test, expect, type Person } from "../support/fixtures"
import { seriousViolations } from "../support/axe"
import { registerMember, seededAdmin } from "../support/accounts"

/** Opens /support in a person's own browser. */
async function openSupport(person: Person): Promise<Person> {
  await person.supportPage.goto()
  await expect(person.supportPage.heading).toBeVisible()
  return person
}

test.describe("Support chat", () => {
  test("a signed-out visitor is sent to /login", async ({ page, supportPage, loginPage }) => {
    await supportPage.goto()
    await expect(loginPage.heading).toBeVisible()
  })

  test("a member and the admin chat live; history and unread counts hold across reloads", async ({ request, openBrowserAs }) => {
    test.setTimeout(180_000)
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const memberName = `Wanjiru ${stamp}`
    const memberAccount = await registerMember(request, {
      email: `wanjiru.${stamp}@example.com`,
      firstName: "Wanjiru",
      lastName: stamp,
      password: "secret-pass",
    })

    const admin = await openSupport(await openBrowserAs(seededAdmin()))
    const member = await openSupport(await openBrowserAs(memberAccount))

    await test.step("each sees the other online", async () => {
      await expect(member.supportPage.user("Support")).toHaveAccessibleName(/^Support online/)
      await expect(admin.supportPage.user(memberName)).toHaveAccessibleName(new RegExp(`^${memberName} online`))
      await expect(admin.supportPage.status("Select chat to start messaging")).toBeVisible()
    })

    await test.step("the member writes; empty text is refused", async () => {
      await member.supportPage.user("Support").click()
      await expect(member.supportPage.status("No messages found")).toBeVisible()
      await expect(member.supportPage.send).toBeDisabled()
      await member.supportPage.textBox.fill("   ")
      const alerts: string[] = []
      member.page.once("dialog", async (dialog) => {
        alerts.push(dialog.message())
        await dialog.accept()
      })
      await member.supportPage.send.click()
      await expect.poll(() => alerts).toEqual(["Please type message."])

      await member.supportPage.sendMessage("Habari! Is my order on the way?")
      await expect(member.supportPage.textBox).toHaveValue("")
      await member.supportPage.sendMessage("It is order 1024.")
      await expect(member.supportPage.messages.getByText("It is order 1024.")).toBeVisible()
      expect(await member.supportPage.headers()).toEqual([memberName, null])
    })

    await test.step("the admin sees two unread, opens the chat and the count clears, then answers", async () => {
      await expect(admin.supportPage.user(memberName)).toHaveAccessibleName(/2 unread$/)
      await admin.supportPage.user(memberName).click()
      await expect(admin.supportPage.messages.getByText("Habari! Is my order on the way?")).toBeVisible()
      await expect(admin.supportPage.user(memberName)).not.toHaveAccessibleName(/unread/)
      await admin.supportPage.sendMessage("Karibu! It ships today.")
      await expect(member.supportPage.messages.getByText("Karibu! It ships today.")).toBeVisible()
    })

    await test.step("the member reloads and finds the whole history", async () => {
      await member.page.reload()
      await expect(member.supportPage.messages.getByRole("listitem")).toHaveText([
        "Habari! Is my order on the way?",
        "It is order 1024.",
        "Karibu! It ships today.",
      ].map((text) => new RegExp(text.replace(/[.?!]/g, "\\$&") + "$")))
    })

    await test.step("the admin reloads: nothing unread", async () => {
      await admin.page.reload()
      await expect(admin.supportPage.user(memberName)).toHaveAccessibleName(new RegExp(`^${memberName} online$`))
    })

    await test.step("the member leaves and the admin sees them offline", async () => {
      await member.page.close()
      await expect(admin.supportPage.user(memberName)).toHaveAccessibleName(new RegExp(`^${memberName} offline`))
    })

    await test.step("no serious accessibility violations on /support", async () => {
      expect(await seriousViolations(admin.page)).toEqual([])
    })
  })
})
