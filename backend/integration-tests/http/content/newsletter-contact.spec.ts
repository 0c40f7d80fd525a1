import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import fs from "fs"
import path from "path"
import { shopPaths } from "../../../src/config/paths"
import { CONTACT_MODULE } from "../../../src/modules/contact"
import type ContactModuleService from "../../../src/modules/contact/service"
import { anyStatus, readOutbox, uniqueEmail } from "../../helpers/accounts"

type Mail = { to: string; template: string; text: string; html: string }

/** Every contact confirmation written to the outbox for `to`. */
function outbox(to: string): Mail[] {
  const dir = path.join(shopPaths().dataDir, "outbox")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Mail)
    .filter((mail) => mail.to === to && mail.template === "contact-received")
}

async function waitForOutbox(to: string, count: number) {
  const deadline = Date.now() + 10_000
  while (outbox(to).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  expect(outbox(to)).toHaveLength(count)
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    it("subscribes once, confirms by e-mail, and a second subscription is not an error", async () => {
      const email = uniqueEmail("reader")
      const first = await api.post("/api/newsletter/subscribe", { email }, anyStatus)
      expect(first.status).toBe(200)
      expect(first.data.message).toBe("You have successfully subscribed to the newsletter")
      await readOutbox(email, "newsletter-subscribed")

      const second = await api.post("/api/newsletter/subscribe", { email: email.toUpperCase() }, anyStatus)
      expect(second.status).toBe(200)
      expect(second.data.message).toBe("You are already subscribed to the newsletter")

      const bad = await api.post("/api/newsletter/subscribe", { email: "not-an-email" }, anyStatus)
      expect(bad.status).toBe(400)
      expect(bad.data).toEqual({ error: "Email format is invalid." })
    })

    it("stores a contact message and confirms it by e-mail", async () => {
      const email = uniqueEmail("visitor")
      const res = await api.post("/api/contact/add", { name: "Baraka", email, message: "Do you deliver to Eldoret?" }, anyStatus)
      expect(res.status).toBe(200)
      expect(res.data.success).toBe(true)
      const stored = await getContainer().resolve<ContactModuleService>(CONTACT_MODULE).listContactMessages({ email })
      expect(stored).toEqual([expect.objectContaining({ name: "Baraka", message: "Do you deliver to Eldoret?" })])
      // The confirmation is the shop's own text: it quotes neither the message nor the name back.
      const confirmation = await readOutbox(email, "contact-received")
      expect(confirmation.text).toContain("We received your message")
      expect(confirmation.text).not.toContain("Eldoret")
      expect(confirmation.html).not.toContain("Eldoret")
      expect(confirmation.text).not.toContain("Baraka")
    })

    it("limits messages per recipient: a 4th one to the same address within the hour is a 429 and sends nothing", async () => {
      const victim = uniqueEmail("victim")
      const spam = { name: "Prize desk", message: "You won Kes. 50,000! Claim it at http://evil.example/claim today." }
      for (let i = 0; i < 3; i++) {
        expect((await api.post("/api/contact/add", { ...spam, email: victim }, anyStatus)).status).toBe(200)
      }
      await waitForOutbox(victim, 3)
      for (const mail of outbox(victim)) {
        expect(mail.text).not.toContain("evil.example")
        expect(mail.html).not.toContain("evil.example")
        expect(mail.text).not.toContain("Prize desk")
      }

      // The same recipient in other spelling counts as the same recipient.
      const fourth = await api.post("/api/contact/add", { ...spam, email: victim.toUpperCase() }, anyStatus)
      expect(fourth.status).toBe(429)
      expect(fourth.data).toEqual({ error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) })
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(outbox(victim)).toHaveLength(3)
      const stored = await getContainer().resolve<ContactModuleService>(CONTACT_MODULE).listContactMessages({ email: victim })
      expect(stored).toHaveLength(3)

      // Someone else, writing from the same address to their own e-mail, is still answered.
      const sender = uniqueEmail("sender")
      const res = await api.post("/api/contact/add", { name: "Wanjiru", email: sender, message: "Is the solar panel in stock?" }, anyStatus)
      expect(res.status).toBe(200)
      expect((await readOutbox(sender, "contact-received")).text).toContain("We received your message")
    })

    it.each([
      [{ email: "a@b.co", message: "long enough text" }, "Name is required."],
      [{ name: "A", email: "bad", message: "long enough text" }, "Email format is invalid."],
      [{ name: "A", email: "a@b.co", message: "short" }, "Message must be at least 10 characters."],
    ])("refuses contact %j with %s", async (body, error) => {
      const res = await api.post("/api/contact/add", body, anyStatus)
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ error })
    })

    // Last: it uses up the allowance of the test client's address for the hour.
    it("limits messages per caller address, whatever recipients it names", async () => {
      const sent: string[] = []
      let res = await api.post("/api/contact/add", { name: "Bulk", email: uniqueEmail("bulk"), message: "Cheap offers, click now!" }, anyStatus)
      for (let i = 0; i < 12 && res.status === 200; i++) {
        sent.push(JSON.parse(res.config.data).email)
        res = await api.post("/api/contact/add", { name: "Bulk", email: uniqueEmail("bulk"), message: "Cheap offers, click now!" }, anyStatus)
      }
      expect(res.status).toBe(429)
      expect(res.data.error).toMatch(/^Too many attempts/)
      // The whole allowance was at most 10 messages an hour, counting the earlier tests' ones.
      expect(sent.length).toBeGreaterThan(0)
      expect(sent.length).toBeLessThanOrEqual(10)
      const refused = JSON.parse(res.config.data).email
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(outbox(refused)).toHaveLength(0)
    })
  },
})
