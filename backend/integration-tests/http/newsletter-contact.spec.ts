import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { CONTACT_MODULE } from "../../src/modules/contact"
import type ContactModuleService from "../../src/modules/contact/service"
import { anyStatus, readOutbox, uniqueEmail } from "../helpers/accounts"

jest.setTimeout(120_000)

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
      expect((await readOutbox(email, "contact-received")).text).toContain("Do you deliver to Eldoret?")
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
  },
})
